import { routeProblems, type GroupMode, type RecipientRole } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { addRow, arrangeRoute, moveRow, removeRow, setGroup, setRole, setSigningOrder, setStep, stepMembers, type RouteRow, type RouteState } from './route-form';

interface Row extends RouteRow {
  name: string;
}
const row = (name: string, step: number | null, role: RecipientRole = 'signer', group: GroupMode = 'all'): Row => ({ name, role, step, group });

/** The route as a sender reads it: "1 Mia | 2any Ann Ben | - Fin" (steps, their group, then copies and viewers). */
function shape(state: RouteState<Row>): string {
  const steps = stepMembers(state.rows).map((members, index) => {
    const group = state.rows[members[0] ?? 0]?.group === 'any' ? 'any' : '';
    return `${index + 1}${group} ${members.map((at) => state.rows[at]?.name).join(' ')}`;
  });
  const outside = state.rows.filter((entry) => entry.step === null).map((entry) => entry.name);
  return [...steps, ...(outside.length ? [`- ${outside.join(' ')}`] : [])].join(' | ');
}

/** Mia approves; Ann or Ben signs; Cy and Di sign; a copy to Fin. */
const example = (): RouteState<Row> =>
  arrangeRoute({
    rows: [row('Fin', null, 'copy'), row('Mia', 1, 'approver'), row('Ann', 2, 'signer', 'any'), row('Ben', 2, 'signer', 'any'), row('Cy', 3), row('Di', 3)],
    signingOrder: true,
  });

const valid = (state: RouteState<Row>) => expect(routeProblems(state.rows, state.signingOrder)).toEqual([]);

describe('the route the recipients section edits', () => {
  it('keeps the list in route order: steps first, then copies and viewers', () => {
    expect(shape(example())).toBe('1 Mia | 2any Ann Ben | 3 Cy Di | - Fin');
    expect(example().rows.map((entry) => entry.name)).toEqual(['Mia', 'Ann', 'Ben', 'Cy', 'Di', 'Fin']);
    valid(example());
  });

  it('closes the gap a removed recipient leaves, and an any-one-of step left with one member becomes all-of', () => {
    const withoutMia = removeRow(example(), 0);
    expect(shape(withoutMia)).toBe('1any Ann Ben | 2 Cy Di | - Fin');
    const withoutBen = removeRow(withoutMia, 1);
    expect(shape(withoutBen)).toBe('1 Ann | 2 Cy Di | - Fin');
    valid(withoutBen);
  });

  it('turns the signing order on as one step each in list order, and off as one step for all', () => {
    const off = setSigningOrder(example(), false);
    expect(shape(off)).toBe('1 Mia Ann Ben Cy Di | - Fin');
    expect(off.signingOrder).toBe(false);
    const on = setSigningOrder(off, true);
    expect(shape(on)).toBe('1 Mia | 2 Ann | 3 Ben | 4 Cy | 5 Di | - Fin');
    expect(on.signingOrder).toBe(true);
  });

  it('adds a recipient in a new last step with the order on, in the one step without', () => {
    expect(shape(addRow(example(), row('Ed', null)))).toBe('1 Mia | 2any Ann Ben | 3 Cy Di | 4 Ed | - Fin');
    expect(shape(addRow(setSigningOrder(example(), false), row('Ed', null)))).toBe('1 Mia Ann Ben Cy Di Ed | - Fin');
    // A first recipient with the order switched on stays "in order" for the next one.
    const first = setSigningOrder({ rows: [row('Al', 1)], signingOrder: false }, true);
    expect(first.signingOrder).toBe(true);
    expect(shape(addRow(first, row('Bo', null)))).toBe('1 Al | 2 Bo');
  });

  it('moves a recipient to another step, last in it and in its group; a step past the last is a new one', () => {
    const cyWithAnn = setStep(example(), 3, 2);
    expect(shape(cyWithAnn)).toBe('1 Mia | 2any Ann Ben Cy | 3 Di | - Fin');
    const miaLast = setStep(example(), 0, 4);
    expect(shape(miaLast)).toBe('1any Ann Ben | 2 Cy Di | 3 Mia | - Fin');
    valid(miaLast);
  });

  it('everyone in one step means no order, and the switch says so', () => {
    const two = arrangeRoute({ rows: [row('Al', 1), row('Bo', 2)], signingOrder: true });
    const together = setStep(two, 1, 1);
    expect(shape(together)).toBe('1 Al Bo');
    expect(together.signingOrder).toBe(false);
  });

  it('sets a step’s group for all its members', () => {
    expect(shape(setGroup(example(), 3, 'any'))).toBe('1 Mia | 2any Ann Ben | 3any Cy Di | - Fin');
    // A group of one cannot be any-one-of.
    expect(shape(setGroup(example(), 1, 'any'))).toBe('1 Mia | 2any Ann Ben | 3 Cy Di | - Fin');
  });

  it('takes a recipient who stops acting out of the steps, and gives one who starts acting a step', () => {
    const miaCopy = setRole(example(), 0, 'copy');
    expect(shape(miaCopy)).toBe('1any Ann Ben | 2 Cy Di | - Mia Fin');
    valid(miaCopy);
    const finSigns = setRole(example(), 5, 'signer');
    expect(shape(finSigns)).toBe('1 Mia | 2any Ann Ben | 3 Cy Di | 4 Fin');
    expect(setRole(example(), 1, 'approver').rows[1]).toMatchObject({ name: 'Ann', role: 'approver', step: 2, group: 'any' });
  });

  it('reorders single steps by dragging, as the signing order always did', () => {
    const order = setSigningOrder({ rows: [row('Al', null), row('Bo', null), row('Cy', null)], signingOrder: false }, true);
    expect(shape(moveRow(order, 1, 0))).toBe('1 Bo | 2 Al | 3 Cy');
    expect(shape(moveRow(order, 0, 2))).toBe('1 Bo | 2 Cy | 3 Al');
  });

  it('drops a recipient between two members of a step into that step, and a group member at a step’s edge into the step beside it', () => {
    // Mia (alone) dropped between Ann and Ben joins their group.
    expect(shape(moveRow(example(), 0, 1))).toBe('1any Ann Mia Ben | 2 Cy Di | - Fin');
    // Mia dropped between Ben and Cy is a step of her own there.
    expect(shape(moveRow(example(), 0, 2))).toBe('1any Ann Ben | 2 Mia | 3 Cy Di | - Fin');
    // Ben (of a group) dropped at the end of the steps joins Cy and Di.
    expect(shape(moveRow(example(), 2, 4))).toBe('1 Mia | 2 Ann | 3 Cy Di Ben | - Fin');
    // Without an order, dragging only changes the list.
    const together = setSigningOrder(example(), false);
    expect(shape(moveRow(together, 4, 0))).toBe('1 Di Mia Ann Ben Cy | - Fin');
  });

  it('keeps copies and viewers after the steps when one is dragged among them', () => {
    const state = arrangeRoute({ rows: [row('Al', 1), row('Vi', null, 'viewer'), row('Fin', null, 'copy')], signingOrder: false });
    expect(moveRow(state, 2, 0).rows.map((entry) => entry.name)).toEqual(['Al', 'Fin', 'Vi']);
  });
});
