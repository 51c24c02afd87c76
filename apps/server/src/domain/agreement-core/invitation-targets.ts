/**
 * Who is invited when an agreement is sent. "Just need my signature": nobody (the
 * sender signs next in the app). With a signing order: the first signer in list
 * order, plus every viewer; without: every signer and every viewer. Viewers are
 * not part of the order, so they hear at once.
 */
export function invitationTargets<R extends { role: 'signer' | 'viewer' }>(
  agreement: { selfSign: boolean; signingOrder: boolean },
  recipients: readonly R[],
): R[] {
  if (agreement.selfSign) return [];
  if (!agreement.signingOrder) return [...recipients];
  const firstSigner = recipients.find((recipient) => recipient.role === 'signer');
  return recipients.filter((recipient) => recipient === firstSigner || recipient.role === 'viewer');
}
