import { isActingRole, type GroupMode, type RecipientRole } from '@signet/contracts';

/**
 * The route as the recipients section edits it (issue 33). The list is always kept in route
 * order: the recipients who act (signers, approvers, fillers) by step, 1 first, then the copies
 * and viewers, who take no step. Every change goes through `arrangeRoute`, so the form never
 * holds an impossible route: steps numbered 1, 2, 3… without gaps, one group per step, and an
 * any-one-of group only where two or more share the step.
 */
export interface RouteRow {
  role: RecipientRole;
  /** Null for copies and viewers. */
  step: number | null;
  group: GroupMode;
}

/** The form's route: its rows and the signing-order switch (on: new recipients act in a step of their own, after the others). */
export interface RouteState<T extends RouteRow> {
  rows: T[];
  signingOrder: boolean;
}

const lastStep = (rows: readonly RouteRow[]) => Math.max(0, ...rows.map((row) => (isActingRole(row.role) ? (row.step ?? 0) : 0)));

/** How many steps the route has. */
export const stepCount = (rows: readonly RouteRow[]): number => new Set(rows.flatMap((row) => (isActingRole(row.role) && row.step !== null ? [row.step] : []))).size;

/** The indexes of the members of each step, in order: `members[0]` is step 1. */
export function stepMembers(rows: readonly RouteRow[]): number[][] {
  const members: number[][] = [];
  rows.forEach((row, index) => {
    if (!isActingRole(row.role) || row.step === null) return;
    (members[row.step - 1] ??= []).push(index);
  });
  return members.filter((step) => step !== undefined);
}

/**
 * The rows in route order with clean numbers. A recipient who acts but has no step yet joins
 * the one step there is (signing order off) or takes a step of its own after the others (on).
 * `ties` places rows within their step (lower first), by default their place in the list.
 */
export function arrangeRoute<T extends RouteRow>(state: RouteState<T>, ties: ReadonlyMap<number, number> = new Map()): RouteState<T> {
  const next = state.signingOrder ? lastStep(state.rows) + 1 : 1;
  const acting = state.rows
    .map((row, index) => ({ row, index, step: row.step ?? next }))
    .filter(({ row }) => isActingRole(row.role))
    .sort((a, b) => a.step - b.step || (ties.get(a.index) ?? a.index) - (ties.get(b.index) ?? b.index));
  const numbers = [...new Set(acting.map(({ step }) => step))];
  const groups = numbers.map((step) => {
    const members = acting.filter((entry) => entry.step === step);
    return members.length >= 2 ? (members[0]?.row.group ?? 'all') : 'all';
  });
  const rows = [
    ...acting.map(({ row, step }) => {
      const place = numbers.indexOf(step);
      return { ...row, step: place + 1, group: groups[place] ?? 'all' };
    }),
    ...state.rows.filter((row) => !isActingRole(row.role)).map((row) => ({ ...row, step: null, group: 'all' as const })),
  ];
  const steps = stepCount(rows);
  const actingCount = acting.length;
  // The switch says whether there is an order: several steps turn it on, everyone in one step off.
  const signingOrder = steps > 1 ? true : actingCount >= 2 ? false : state.signingOrder;
  return { rows, signingOrder };
}

/** Switch on: one step per recipient who acts, in list order. Off: everyone in step 1, all of them. */
export function setSigningOrder<T extends RouteRow>(state: RouteState<T>, on: boolean): RouteState<T> {
  let step = 0;
  const rows = state.rows.map((row) => (isActingRole(row.role) ? { ...row, step: on ? ++step : 1, group: 'all' as const } : row));
  return arrangeRoute({ rows, signingOrder: on });
}

/** Puts a recipient in another step (a number past the last makes a new last step); it goes last in that step and takes its group. */
export function setStep<T extends RouteRow>(state: RouteState<T>, index: number, step: number): RouteState<T> {
  const target = state.rows.find((row, at) => at !== index && isActingRole(row.role) && row.step === step);
  const rows = state.rows.map((row, at) => (at === index ? { ...row, step, group: target?.group ?? 'all' } : row));
  return arrangeRoute({ rows, signingOrder: state.signingOrder }, new Map([[index, Number.MAX_SAFE_INTEGER]]));
}

/** Gives a step's members one group. */
export function setGroup<T extends RouteRow>(state: RouteState<T>, step: number, group: GroupMode): RouteState<T> {
  const rows = state.rows.map((row) => (isActingRole(row.role) && row.step === step ? { ...row, group } : row));
  return arrangeRoute({ rows, signingOrder: state.signingOrder });
}

/**
 * Changes what a recipient does. One who stops acting leaves the route (to the copies and
 * viewers); one who starts acting gets a step as a new recipient would; between acting roles
 * the step stays.
 */
export function setRole<T extends RouteRow>(state: RouteState<T>, index: number, role: RecipientRole): RouteState<T> {
  const before = state.rows[index];
  const joins = before !== undefined && isActingRole(role) && !isActingRole(before.role);
  const rows = state.rows.map((row, at) => (at === index ? { ...row, role, step: isActingRole(role) && isActingRole(row.role) ? row.step : null } : row));
  return arrangeRoute({ rows, signingOrder: state.signingOrder }, joins ? new Map([[index, Number.MAX_SAFE_INTEGER]]) : undefined);
}

/** Takes a recipient out; the steps close up. */
export function removeRow<T extends RouteRow>(state: RouteState<T>, index: number): RouteState<T> {
  return arrangeRoute({ rows: state.rows.filter((_, at) => at !== index), signingOrder: state.signingOrder });
}

/** Adds a recipient at the end of its part of the list: a new step with the order on, the one step without. */
export function addRow<T extends RouteRow>(state: RouteState<T>, row: T): RouteState<T> {
  return arrangeRoute({ rows: [...state.rows, { ...row, step: null }], signingOrder: state.signingOrder });
}

/**
 * A recipient dragged from `from` to `to`. Dropped between two members of one step, it joins
 * that step. Dropped between two steps (or at an end): a recipient alone in its step takes its
 * step there, so dragging reorders the steps as the signing order always did; one of a group
 * joins the step next to it (above, else below). Copies and viewers only reorder among
 * themselves.
 */
export function moveRow<T extends RouteRow>(state: RouteState<T>, from: number, to: number): RouteState<T> {
  const moved = state.rows[from];
  if (!moved) return state;
  const list = [...state.rows];
  list.splice(from, 1);
  list.splice(to, 0, moved);
  if (!isActingRole(moved.role)) return arrangeRoute({ rows: list, signingOrder: state.signingOrder });

  const actingAt = (start: number, direction: 1 | -1) => {
    for (let at = start; at >= 0 && at < list.length; at += direction) {
      const row = list[at];
      if (row && isActingRole(row.role)) return row;
    }
    return undefined;
  };
  const above = actingAt(to - 1, -1);
  const below = actingAt(to + 1, 1);
  const alone = !state.rows.some((row, at) => at !== from && isActingRole(row.role) && row.step === moved.step);
  let step: number;
  let group = moved.group;
  if (above && below && above.step === below.step) {
    step = above.step ?? 1;
    group = above.group;
  } else if (alone) {
    // Half-way between the neighbours' steps; arrangeRoute numbers it.
    step = above ? (above.step ?? 0) + 0.5 : (below?.step ?? 1) - 0.5;
  } else {
    const neighbour = above ?? below;
    step = neighbour?.step ?? 1;
    group = neighbour?.group ?? 'all';
  }
  const rows = list.map((row, at) => (at === to ? { ...row, step, group } : row));
  return arrangeRoute({ rows, signingOrder: state.signingOrder });
}
