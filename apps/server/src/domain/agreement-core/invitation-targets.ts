import { openStep, stepsOf, type RouteRecipient } from './route.js';

/**
 * Who is invited when an agreement is sent. "Just need my signature": nobody (the sender signs
 * next in the app). Otherwise the members of the route's first step (route.ts) and every viewer,
 * in list order: with a signing order the first signer, without one every signer. Viewers are not
 * part of the route, so they hear at once.
 */
export function invitationTargets<R extends RouteRecipient>(
  agreement: { selfSign: boolean; signingOrder: boolean },
  recipients: readonly R[],
): R[] {
  if (agreement.selfSign) return [];
  const first = new Set(openStep(stepsOf(agreement, recipients))?.members ?? []);
  return recipients.filter((recipient) => recipient.role === 'viewer' || first.has(recipient));
}
