import { describe, expect, it } from 'vitest';
import type { RecipientRole, RecipientStatus } from '@signet/contracts';
import { invitedAfter, openStep, released, releasedBy, routeFinished, stepsOf, waitingFor, type GroupMode, type RouteRecipient, type RouteStep } from './route.js';

const person = (id: number, status: RecipientStatus = 'invited', role: RecipientRole = 'signer', step: number | null = 1, groupMode: GroupMode = 'all'): RouteRecipient => ({
  id: BigInt(id),
  role,
  status,
  name: `P${id}`,
  step: role === 'viewer' || role === 'copy' ? null : step,
  groupMode,
});
const step = (number: number, mode: GroupMode, ...members: RouteRecipient[]): RouteStep<RouteRecipient> => ({ number, mode, members });
const ids = (list: readonly RouteRecipient[] | undefined) => (list ?? []).map((member) => Number(member.id));

describe('the route of an agreement', () => {
  it('groups the stored steps in order, whatever the list order; viewers and copies are outside', () => {
    const list = [person(1, 'invited', 'approver', 2), person(2, 'invited', 'viewer'), person(3, 'invited', 'signer', 1), person(4, 'pending', 'copy'), person(5, 'invited', 'signer', 2)];
    expect(stepsOf(list).map((s) => [s.number, s.mode, ids(s.members)])).toEqual([
      [1, 'all', [3]],
      [2, 'all', [1, 5]],
    ]);
    expect(stepsOf([person(2, 'invited', 'viewer')])).toEqual([]);
    expect(routeFinished([])).toBe(false);
  });

  it('counts an approval as acting, and releases the other members of an any-one-of step once one acts', () => {
    const [mia, ann, ben] = [person(1, 'approved', 'approver', 1), person(2, 'viewed', 'signer', 2, 'any'), person(3, 'invited', 'signer', 2, 'any')];
    const route = stepsOf([mia, ann, ben]);
    expect(openStep(route)?.number).toBe(2);
    ann.status = 'signed';
    expect(ids(releasedBy(route, 2n))).toEqual([3]);
    expect(releasedBy(route, 1n)).toEqual([]);
    expect(routeFinished(route)).toBe(true);
  });

  it('opens a step only when the one before it is finished; an all-of step needs everyone, an any-one-of step one of them', () => {
    const mia = person(1, 'signed');
    const [ann, ben] = [person(2), person(3)];
    const [cy, di] = [person(4, 'pending'), person(5, 'pending')];
    const route = [step(1, 'all', mia), step(2, 'any', ann, ben), step(3, 'all', cy, di)];
    expect(openStep(route)?.number).toBe(2);
    expect(waitingFor(route, 4n)).toEqual(['P2', 'P3']);
    expect(waitingFor(route, 2n)).toEqual([]);

    // Ann signs for the group: step 2 is finished, Ben is released, step 3 opens with both its members.
    ann.status = 'signed';
    expect(released(route, 3n)).toBe(true);
    expect(released(route, 2n)).toBe(false);
    expect(openStep(route)?.number).toBe(3);
    expect(ids(invitedAfter(route, 2n))).toEqual([4, 5]);
    expect(waitingFor(route, 5n)).toEqual([]);

    // Cy signs: step 3 still needs Di, so nobody new is invited and the route is not finished.
    cy.status = 'signed';
    expect(invitedAfter(route, 4n)).toEqual([]);
    expect(routeFinished(route)).toBe(false);
    di.status = 'signed';
    expect(routeFinished(route)).toBe(true);
    expect(invitedAfter(route, 5n)).toEqual([]);
  });

  it('does not release anyone in an all-of group, nor a member of an any-one-of group nobody has acted in yet', () => {
    const route = [step(1, 'all', person(1, 'signed'), person(2)), step(2, 'any', person(3), person(4))];
    expect(released(route, 2n)).toBe(false);
    expect(released(route, 3n)).toBe(false);
    expect(released(route, 99n)).toBe(false);
    expect(invitedAfter(route, 1n)).toEqual([]);
  });
});
