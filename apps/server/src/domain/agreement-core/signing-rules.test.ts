import { describe, expect, it } from 'vitest';
import { ErrorCode, resolveSteps, type AppError, type RecipientRole, type RecipientStatus } from '@signet/contracts';
import { assertCanAct, closedCode, invitedAfterSignature, nextStepOf, routeComplete, turnOf } from './signing-rules.js';

const r = (id: number, role: RecipientRole, status: RecipientStatus = 'invited') => ({ id: BigInt(id), role, status, name: `R${id}`, step: null as number | null, groupMode: 'all' as const });
/** The list with the steps the signing-order switch gives it (as saving a draft stores them). */
const routed = <T extends ReturnType<typeof r>>(signingOrder: boolean, list: T[]): T[] => {
  const steps = resolveSteps(list, signingOrder);
  return list.map((recipient, index) => ({ ...recipient, step: steps[index] ?? null }));
};
const codeOf = (work: () => void) => {
  try {
    work();
    return null;
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('signing rules', () => {
  it('maps closed agreements to their codes', () => {
    expect(closedCode({ status: 'waiting', deletedAt: new Date() })).toBe(ErrorCode.ProcessDeleted);
    expect(closedCode({ status: 'voided', deletedAt: null })).toBe(ErrorCode.ProcessVoided);
    expect(closedCode({ status: 'declined', deletedAt: null })).toBe(ErrorCode.ProcessRejected);
    expect(closedCode({ status: 'updating', deletedAt: null })).toBe(ErrorCode.ProcessLocked);
    expect(closedCode({ status: 'draft', deletedAt: null })).toBe(ErrorCode.ProcessAbandoned);
    expect(closedCode({ status: 'failed', deletedAt: null })).toBeNull();
    expect(closedCode({ status: 'completed', deletedAt: null })).toBeNull();
  });

  it('lets only an open, unsigned signer act', () => {
    const open = { status: 'waiting' as const, deletedAt: null };
    expect(codeOf(() => assertCanAct(open, { role: 'signer', status: 'viewed' }))).toBeNull();
    expect(codeOf(() => assertCanAct(open, { role: 'signer', status: 'signed' }))).toBe(ErrorCode.ProcessCompleted);
    expect(codeOf(() => assertCanAct(open, { role: 'signer', status: 'declined' }))).toBe(ErrorCode.ProcessRejected);
    expect(codeOf(() => assertCanAct(open, { role: 'viewer', status: 'viewed' }))).toBe(ErrorCode.NoPermission);
    expect(codeOf(() => assertCanAct(open, { role: 'copy', status: 'invited' }))).toBe(ErrorCode.NoPermission);
    expect(codeOf(() => assertCanAct(open, { role: 'approver', status: 'viewed' }))).toBeNull();
    expect(codeOf(() => assertCanAct(open, { role: 'approver', status: 'approved' }))).toBe(ErrorCode.ProcessCompleted);
    expect(codeOf(() => assertCanAct(open, { role: 'signer', status: 'released' }))).toBe(ErrorCode.GroupActedAlready);
    expect(codeOf(() => assertCanAct({ status: 'completed', deletedAt: null }, { role: 'signer', status: 'released' }))).toBe(ErrorCode.GroupActedAlready);
    expect(codeOf(() => assertCanAct({ status: 'completed', deletedAt: null }, { role: 'signer', status: 'viewed' }))).toBe(ErrorCode.ProcessCompleted);
    expect(codeOf(() => assertCanAct({ status: 'failed', deletedAt: null }, { role: 'signer', status: 'viewed' }))).toBe(ErrorCode.ProcessCompleted);
  });

  it('follows the order: earlier unsigned signers are waited for, viewers never count', () => {
    const list = routed(true, [r(1, 'signer', 'signed'), r(2, 'viewer'), r(3, 'signer'), r(4, 'signer', 'pending')]);
    expect(turnOf(list, 3n)).toEqual({ myTurn: true, waitingFor: [] });
    expect(turnOf(list, 4n)).toEqual({ myTurn: false, waitingFor: ['R3'] });
    expect(turnOf(routed(false, list.map((one) => ({ ...one, step: null }))), 4n)).toEqual({ myTurn: true, waitingFor: [] });
    expect(nextStepOf(list, list[3]!)).toBe('wait');
    expect(nextStepOf(list, list[1]!)).toBe('view');
    expect(nextStepOf(list, list[0]!)).toBe('finish');
    expect(nextStepOf(list, list[2]!)).toBe('start');
    const group = [{ ...r(5, 'signer', 'signed'), step: 1, groupMode: 'any' as const }, { ...r(6, 'signer', 'viewed'), step: 1, groupMode: 'any' as const }];
    expect(nextStepOf(group, group[1]!)).toBe('released');
  });

  it('invites the signer whose turn begins, and knows when all signed', () => {
    expect(invitedAfterSignature(routed(true, [r(1, 'signer', 'signed'), r(2, 'signer', 'pending')]), 1n).map((x) => x.id)).toEqual([2n]);
    expect(invitedAfterSignature(routed(true, [r(1, 'signer', 'signed'), r(2, 'viewer', 'pending'), r(3, 'signer', 'viewed')]), 1n).map((x) => x.id)).toEqual([3n]);
    expect(invitedAfterSignature(routed(true, [r(1, 'signer', 'signed')]), 1n)).toEqual([]);
    expect(invitedAfterSignature(routed(false, [r(1, 'signer', 'signed'), r(2, 'signer', 'pending')]), 1n)).toEqual([]);
    expect(routeComplete(routed(false, [r(1, 'signer', 'signed'), r(2, 'viewer', 'viewed')]))).toBe(true);
    expect(routeComplete(routed(true, [r(1, 'signer', 'signed'), r(2, 'signer', 'viewed')]))).toBe(false);
    expect(routeComplete(routed(false, [r(2, 'viewer', 'viewed')]))).toBe(false);
    expect(routeComplete(routed(true, [r(1, 'approver', 'approved'), r(2, 'copy', 'pending')]))).toBe(true);
  });
});
