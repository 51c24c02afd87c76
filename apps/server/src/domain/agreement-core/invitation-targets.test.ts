import { describe, expect, it } from 'vitest';
import type { RecipientRole } from '@signet/contracts';
import { invitationTargets } from './invitation-targets.js';

const person = (id: number, name: string, role: RecipientRole, step: number | null, copyAtSend = false) => ({ id: BigInt(id), status: 'pending' as const, name, role, step, groupMode: 'all' as const, copyAtSend });
const list = [person(1, 'viewer first', 'viewer', null), person(2, 'signer 1', 'signer', 1), person(3, 'signer 2', 'signer', 2), person(4, 'viewer last', 'viewer', null)];
const names = (targets: { name: string }[]) => targets.map((target) => target.name);

describe('invitationTargets', () => {
  it('invites the first step and every viewer', () => {
    expect(names(invitationTargets({ selfSign: false }, list))).toEqual(['viewer first', 'signer 1', 'viewer last']);
  });

  it('invites everyone when all share one step', () => {
    expect(names(invitationTargets({ selfSign: false }, list.map((one) => ({ ...one, step: one.step && 1 }))))).toEqual(names(list));
  });

  it('invites a copy recipient at send only when the sender asked for it', () => {
    const copies = [person(1, 'approver', 'approver', 1), person(2, 'copy quiet', 'copy', null), person(3, 'copy loud', 'copy', null, true), person(4, 'signer', 'signer', 2)];
    expect(names(invitationTargets({ selfSign: false }, copies))).toEqual(['approver', 'copy loud']);
  });

  it('invites nobody for "just need my signature"', () => {
    expect(invitationTargets({ selfSign: true }, list)).toEqual([]);
  });
});
