import type { GroupMode, RecipientRole, RecipientStatus } from '@signet/contracts';

/**
 * The route an agreement takes (issue 33): its acting recipients (signers, approvers, fillers) in
 * numbered steps. A step opens when the one before it is finished, and everyone in an open step
 * acts at the same time. A step's group is 'all' (each member acts) or 'any' (the first member to
 * act finishes it; the others are released). Viewers and copies are outside the steps: they hold
 * nobody up. Each recipient row stores its step and its step's group mode; agreements made before
 * routes had theirs derived from the signing-order switch by migration 0025.
 */
export type { GroupMode };

export interface RouteRecipient {
  id: bigint;
  role: RecipientRole;
  status: RecipientStatus;
  name: string;
  /** Null outside the route (viewers and copies). */
  step: number | null;
  groupMode: GroupMode;
}

export interface RouteStep<R extends RouteRecipient> {
  /** 1, 2, … in the order the steps open. */
  number: number;
  mode: GroupMode;
  members: R[];
}

/** Whether a recipient has done what their step needs of them: signed, filled in, or approved. */
export const hasActed = (recipient: Pick<RouteRecipient, 'status'>): boolean => recipient.status === 'signed' || recipient.status === 'approved';

/** The steps of an agreement in the order they open, each with its members in list order. */
export function stepsOf<R extends RouteRecipient>(recipients: readonly R[]): RouteStep<R>[] {
  const steps = new Map<number, RouteStep<R>>();
  for (const recipient of recipients) {
    if (recipient.step === null) continue;
    const step = steps.get(recipient.step) ?? { number: recipient.step, mode: recipient.groupMode, members: [] };
    step.members.push(recipient);
    steps.set(recipient.step, step);
  }
  return [...steps.values()].sort((a, b) => a.number - b.number);
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

/** The members of the actor's any-one-of step released by their act (to be marked 'released'); empty otherwise. */
export function releasedBy<R extends RouteRecipient>(steps: readonly RouteStep<R>[], actedId: bigint): R[] {
  const theirs = stepOf(steps, actedId);
  if (!theirs || theirs.mode !== 'any') return [];
  return theirs.members.filter((member) => member.id !== actedId && !hasActed(member) && member.status !== 'released' && member.status !== 'declined');
}

/** Who acted for a released member's group: the member of their step who acted. */
export function actedForGroup<R extends RouteRecipient>(steps: readonly RouteStep<R>[], recipientId: bigint): R | undefined {
  return stepOf(steps, recipientId)?.members.find(hasActed);
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
