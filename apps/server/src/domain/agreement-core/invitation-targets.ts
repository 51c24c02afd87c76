import { openStep, stepsOf, type RouteRecipient } from './route.js';

/**
 * Who is invited when an agreement is sent. "Just need my signature": nobody (the sender signs
 * next in the app). Otherwise, in list order, the members of the route's first step (route.ts),
 * every viewer, and each copy recipient the sender asked to hear at send too. Viewers and copies
 * are not part of the route, so they hear at once; other copies hear only at completion.
 */
export function invitationTargets<R extends RouteRecipient & { copyAtSend: boolean }>(agreement: { selfSign: boolean }, recipients: readonly R[]): R[] {
  if (agreement.selfSign) return [];
  const first = new Set(openStep(stepsOf(recipients))?.members ?? []);
  return recipients.filter((recipient) => recipient.role === 'viewer' || (recipient.role === 'copy' && recipient.copyAtSend) || first.has(recipient));
}
