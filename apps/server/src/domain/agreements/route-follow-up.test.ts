import { describe, expect, it } from 'vitest';
import type { RecipientRole, RecipientStatus } from '@signet/contracts';
import type { AgreementRecipientRow } from '../agreement-core/agreements-repository.js';
import { notifyTargets } from './notify-signers.js';
import { remindableSigners } from '../follow-up/schedule-follow-up.js';

const row = (id: number, role: RecipientRole, status: RecipientStatus, step: number | null, groupMode: 'all' | 'any' = 'all') =>
  ({ id: BigInt(id), role, status, step, groupMode, name: `R${id}` }) as AgreementRecipientRow;

/** Issue 33: reminders and re-sends follow the route's steps, its roles and its released members. */
describe('who is reminded and re-sent to along a route', () => {
  const route = [
    row(1, 'approver', 'approved', 1),
    row(2, 'signer', 'signed', 2, 'any'),
    row(3, 'signer', 'released', 2, 'any'),
    row(4, 'signer', 'viewed', 3),
    row(5, 'approver', 'invited', 3),
    row(6, 'signer', 'pending', 4),
    row(7, 'copy', 'invited', null),
    row(8, 'viewer', 'invited', null),
  ];

  it('reminds the open step’s members who have yet to act, never a released member, a copy or a viewer', () => {
    expect(remindableSigners({ signingOrder: true }, route).map((r) => r.id)).toEqual([4n, 5n]);
  });

  it('re-sends "to the next signer" to the open step, and "to all" to everyone of the route still to act', () => {
    expect(notifyTargets(route, 'next').map((r) => r.id)).toEqual([4n, 5n]);
    expect(notifyTargets(route, 'all').map((r) => r.id)).toEqual([4n, 5n, 6n]);
  });
});
