import type { RecipientRole, RecipientStatus } from '@signet/contracts';

/**
 * The route an agreement takes (issue 33): its acting recipients in numbered steps. A step opens
 * when the one before it is finished, and everyone in an open step acts at the same time. A step's
 * group is 'all' (each member acts) or 'any' (the first member to act finishes it; the others are
 * released). Viewers are outside the steps: they hear at send and never hold anyone up.
 *
 * Agreements carry today's two shapes, which are routes too: with the signing order on, one step
 * per signer in list order; without it, one step in which every signer acts.
 */
export type GroupMode = 'all' | 'any';

export interface RouteRecipient {
  id: bigint;
  role: RecipientRole;
  status: RecipientStatus;
  name: string;
}

export interface RouteStep<R extends RouteRecipient> {
  /** 1, 2, … in the order the steps open. */
  number: number;
  mode: GroupMode;
  members: R[];
}

/** Whether a recipient has done what their step needs of them. */
export const hasActed = (recipient: Pick<RouteRecipient, 'status'>): boolean => recipient.status === 'signed';

/** The steps of an agreement with today's signing-order switch: one per signer in order, or one for all. */
export function stepsOf<R extends RouteRecipient>(agreement: { signingOrder: boolean }, recipients: readonly R[]): RouteStep<R>[] {
  const actors = recipients.filter((recipient) => recipient.role === 'signer');
  if (actors.length === 0) return [];
  if (!agreement.signingOrder) return [{ number: 1, mode: 'all', members: actors }];
  return actors.map((member, index) => ({ number: index + 1, mode: 'all', members: [member] }));
}

/** An 'all' step is finished when each member has acted; an 'any' step when one has. */
export function stepFinished(step: RouteStep<RouteRecipient>): boolean {
  return step.mode === 'all' ? step.members.every(hasActed) : step.members.some(hasActed);
}

/** The step now open: the first one not finished; undefined when every step is. */
export function openStep<R extends RouteRecipient>(steps: readonly RouteStep<R>[]): RouteStep<R> | undefined {
  return steps.find((step) => !stepFinished(step));
}

/** Every step is finished (and there was at least one): the agreement can be sealed. */
export function routeFinished(steps: readonly RouteStep<RouteRecipient>[]): boolean {
  return steps.length > 0 && openStep(steps) === undefined;
}

/** The step a recipient acts in; undefined for one outside the route (a viewer). */
export function stepOf<R extends RouteRecipient>(steps: readonly RouteStep<R>[], recipientId: bigint): RouteStep<R> | undefined {
  return steps.find((step) => step.members.some((member) => member.id === recipientId));
}

/**
 * Who a recipient is waiting for: the members who have yet to act in the unfinished steps before
 * theirs (names only, never e-mails). Empty when it is their turn, or they are outside the route.
 */
export function waitingFor(steps: readonly RouteStep<RouteRecipient>[], recipientId: bigint): string[] {
  const mine = stepOf(steps, recipientId);
  if (!mine) return [];
  return steps
    .filter((step) => step.number < mine.number && !stepFinished(step))
    .flatMap((step) => step.members.filter((member) => !hasActed(member)).map((member) => member.name));
}

/**
 * A member of an 'any' group that another member finished: nothing more is asked of them, and
 * they are told who acted for the group.
 */
export function released(steps: readonly RouteStep<RouteRecipient>[], recipientId: bigint): boolean {
  const mine = stepOf(steps, recipientId);
  const me = mine?.members.find((member) => member.id === recipientId);
  return mine !== undefined && me !== undefined && mine.mode === 'any' && !hasActed(me) && stepFinished(mine);
}

/**
 * Who to invite after a recipient acted: when their act finished their step, the members of the
 * step that opens now who have yet to act; otherwise nobody (the step's others were invited with it).
 */
export function invitedAfter<R extends RouteRecipient>(steps: readonly RouteStep<R>[], actedId: bigint): R[] {
  const theirs = stepOf(steps, actedId);
  if (!theirs || !stepFinished(theirs)) return [];
  return openStep(steps)?.members.filter((member) => !hasActed(member)) ?? [];
}
