import { isActingRole, type GroupMode, type RecipientRole } from './constants.js';

/**
 * How an agreement's recipients are routed (issue 33), as a sender or an integrator writes it:
 * each acting recipient (signer, approver, filler) has a step number, and a step's members share
 * one group mode. Viewers and copies take no step. Without any step numbers the signing-order
 * switch decides, as it always did: on, one step per acting recipient in list order; off, one
 * step for all. The server stores the steps this resolves to.
 */
export interface RouteEntry {
  role: RecipientRole;
  step?: number | null | undefined;
  group?: GroupMode | undefined;
}

/**
 * What is wrong, as a key a client translates (the English `message` is for the API): a viewer or
 * copy given a step, an acting recipient left without one, a step number skipped, a step whose
 * members disagree on its group, an any-one-of group of one, a filler with nobody after them.
 */
export const ROUTE_PROBLEM_KINDS = ['step_outside_route', 'step_missing', 'step_gap', 'group_mixed', 'group_of_one', 'filler_last'] as const;
export type RouteProblemKind = (typeof ROUTE_PROBLEM_KINDS)[number];

/** A problem with a route: which recipient, which of its members, and why, in words a sender reads. */
export interface RouteProblem {
  index: number;
  path: 'step' | 'group' | 'role';
  kind: RouteProblemKind;
  /** The step the message names (a skipped one, or the one whose group is wrong). */
  step?: number;
  message: string;
}

/** Whether the entries number their steps themselves (any acting recipient carries one). */
export const numbersSteps = (entries: readonly RouteEntry[]): boolean =>
  entries.some((entry) => isActingRole(entry.role) && entry.step !== undefined && entry.step !== null);

/**
 * The step each entry takes, in list order: its own number when the route numbers its steps,
 * else what the signing-order switch means. Null for viewers and copies.
 */
export function resolveSteps(entries: readonly RouteEntry[], signingOrder: boolean): (number | null)[] {
  if (numbersSteps(entries)) return entries.map((entry) => (isActingRole(entry.role) ? (entry.step ?? null) : null));
  let next = 0;
  return entries.map((entry) => (isActingRole(entry.role) ? (signingOrder ? ++next : 1) : null));
}

/** The group mode of each entry's step ('all' for entries outside the route and for derived steps). */
export function resolveGroups(entries: readonly RouteEntry[]): GroupMode[] {
  const numbered = numbersSteps(entries);
  return entries.map((entry) => (numbered && isActingRole(entry.role) ? (entry.group ?? 'all') : 'all'));
}

/**
 * What is wrong with a route, if anything: an acting recipient without a step while others have
 * one, a viewer or copy given a step, a step number skipped, a step whose members disagree on its
 * group, an any-one-of group of one, and a filler with nobody after them to fill for.
 */
export function routeProblems(entries: readonly RouteEntry[], signingOrder = false): RouteProblem[] {
  const problems: RouteProblem[] = [];
  const numbered = numbersSteps(entries);
  entries.forEach((entry, index) => {
    const hasStep = entry.step !== undefined && entry.step !== null;
    if (!isActingRole(entry.role) && hasStep) problems.push({ index, path: 'step', kind: 'step_outside_route', message: 'Viewers and copies take no step: they hold nobody up.' });
    if (numbered && isActingRole(entry.role) && !hasStep) problems.push({ index, path: 'step', kind: 'step_missing', message: 'Give every recipient who acts a step, or none.' });
  });
  if (problems.length > 0) return problems;

  const steps = resolveSteps(entries, signingOrder);
  const groups = resolveGroups(entries);
  const used = [...new Set(steps.filter((step): step is number => step !== null))].sort((a, b) => a - b);
  const last = used.at(-1) ?? 0;
  for (let number = 1; number <= last; number += 1) {
    if (used.includes(number)) continue;
    const index = steps.findIndex((step) => step !== null && step > number);
    problems.push({ index, path: 'step', kind: 'step_gap', step: number, message: `Step ${number} has nobody in it: number the steps 1, 2, 3… without gaps.` });
  }
  for (const number of used) {
    const members = steps.flatMap((step, index) => (step === number ? [index] : []));
    const modes = new Set(members.map((index) => groups[index]));
    if (modes.size > 1) {
      problems.push({ index: members[0]!, path: 'group', kind: 'group_mixed', step: number, message: `Everyone in step ${number} must share one group: all of them, or any one of them.` });
    } else if (modes.has('any') && members.length < 2) {
      problems.push({ index: members[0]!, path: 'group', kind: 'group_of_one', step: number, message: `Step ${number} is "any one of" but has one member; it needs two or more.` });
    }
  }
  entries.forEach((entry, index) => {
    const step = steps[index];
    if (entry.role !== 'filler' || step === null || step === undefined) return;
    const fillsFor = entries.some((other, at) => (other.role === 'signer' || other.role === 'approver') && (steps[at] ?? 0) > step);
    if (!fillsFor) problems.push({ index, path: 'role', kind: 'filler_last', message: 'A filler must come before the recipients whose fields they fill.' });
  });
  return problems;
}
