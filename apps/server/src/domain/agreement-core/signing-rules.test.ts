import { describe, expect, it } from 'vitest';
import { ErrorCode, type AppError, type RecipientStatus } from '@signet/contracts';
import { assertCanAct, closedCode, invitedAfterSignature, nextStepOf, routeComplete, turnOf } from './signing-rules.js';

const r = (id: number, role: 'signer' | 'viewer', status: RecipientStatus = 'invited') => ({ id: BigInt(id), role, status, name: `R${id}` });
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
    expect(codeOf(() => assertCanAct({ status: 'completed', deletedAt: null }, { role: 'signer', status: 'viewed' }))).toBe(ErrorCode.ProcessCompleted);
    expect(codeOf(() => assertCanAct({ status: 'failed', deletedAt: null }, { role: 'signer', status: 'viewed' }))).toBe(ErrorCode.ProcessCompleted);
  });

  it('follows the order: earlier unsigned signers are waited for, viewers never count', () => {
    const list = [r(1, 'signer', 'signed'), r(2, 'viewer'), r(3, 'signer'), r(4, 'signer', 'pending')];
    expect(turnOf({ signingOrder: true }, list, 3n)).toEqual({ myTurn: true, waitingFor: [] });
    expect(turnOf({ signingOrder: true }, list, 4n)).toEqual({ myTurn: false, waitingFor: ['R3'] });
    expect(turnOf({ signingOrder: false }, list, 4n)).toEqual({ myTurn: true, waitingFor: [] });
    expect(nextStepOf({ signingOrder: true }, list, list[3]!)).toBe('wait');
    expect(nextStepOf({ signingOrder: true }, list, list[1]!)).toBe('view');
    expect(nextStepOf({ signingOrder: true }, list, list[0]!)).toBe('finish');
    expect(nextStepOf({ signingOrder: true }, list, list[2]!)).toBe('start');
  });

  it('invites the signer whose turn begins, and knows when all signed', () => {
    expect(invitedAfterSignature({ signingOrder: true }, [r(1, 'signer', 'signed'), r(2, 'signer', 'pending')], 1n).map((x) => x.id)).toEqual([2n]);
    expect(invitedAfterSignature({ signingOrder: true }, [r(1, 'signer', 'signed'), r(2, 'viewer', 'pending'), r(3, 'signer', 'viewed')], 1n).map((x) => x.id)).toEqual([3n]);
    expect(invitedAfterSignature({ signingOrder: true }, [r(1, 'signer', 'signed')], 1n)).toEqual([]);
    expect(invitedAfterSignature({ signingOrder: false }, [r(1, 'signer', 'signed'), r(2, 'signer', 'pending')], 1n)).toEqual([]);
    expect(routeComplete({ signingOrder: false }, [r(1, 'signer', 'signed'), r(2, 'viewer', 'viewed')])).toBe(true);
    expect(routeComplete({ signingOrder: true }, [r(1, 'signer', 'signed'), r(2, 'signer', 'viewed')])).toBe(false);
    expect(routeComplete({ signingOrder: false }, [r(2, 'viewer', 'viewed')])).toBe(false);
  });
});
