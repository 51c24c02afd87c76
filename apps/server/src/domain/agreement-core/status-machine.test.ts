import { describe, expect, it } from 'vitest';
import { AGREEMENT_STATUSES, ErrorCode, type AgreementStatus, type AppError } from '@signet/contracts';
import { senderActions, type SenderActionState } from './sender-actions.js';
import { assertNotAwaitingSeal, assertTransition, canTransition, FINAL_STATUSES, isAwaitingSeal, STATUS_TRANSITIONS } from './status-machine.js';

const codeOf = (from: AgreementStatus, to: AgreementStatus) => {
  try {
    assertTransition(from, to);
    return null;
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('agreement status machine', () => {
  it('allows exactly the listed transitions', () => {
    const allowed = AGREEMENT_STATUSES.flatMap((from) => AGREEMENT_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`));
    expect(allowed.sort()).toEqual(
      [
        'draft->waiting',
        'updating->waiting',
        'updating->draft',
        'updating->voided',
        'waiting->completed',
        'waiting->failed',
        'waiting->declined',
        'waiting->voided',
        'waiting->updating',
        'failed->waiting',
        'failed->completed',
        'waiting->expired',
        'expired->waiting',
        'expired->voided',
      ].sort(),
    );
  });

  it('has no way out of the final statuses, and every status is described', () => {
    for (const status of FINAL_STATUSES) expect(Object.keys(STATUS_TRANSITIONS[status])).toEqual([]);
    expect(Object.keys(STATUS_TRANSITIONS).sort()).toEqual([...AGREEMENT_STATUSES].sort());
  });

  it('refuses with the code of the state the agreement is in', () => {
    expect(codeOf('waiting', 'voided')).toBeNull();
    expect(codeOf('voided', 'voided')).toBe(ErrorCode.ProcessVoided);
    expect(codeOf('declined', 'voided')).toBe(ErrorCode.ProcessRejected);
    expect(codeOf('completed', 'voided')).toBe(ErrorCode.ProcessCompleted);
    expect(codeOf('failed', 'voided')).toBe(ErrorCode.ProcessCompleted);
    expect(codeOf('draft', 'voided')).toBe(ErrorCode.ProcessAbandoned);
    expect(codeOf('draft', 'completed')).toBe(ErrorCode.ProcessAbandoned);
    expect(codeOf('waiting', 'draft')).toBe(ErrorCode.ParameterError);
    // Expired: the sender is told to choose a later date.
    expect(codeOf('expired', 'updating')).toBe(ErrorCode.ExpiryNotAhead);
  });
});

describe('senderActions', () => {
  const base: SenderActionState = { status: 'waiting', deletedAt: null, selfSign: false, documentCount: 1, hasPendingSigner: true, hasSignature: false };

  it('offers what each state allows', () => {
    expect(senderActions({ ...base, status: 'draft' })).toEqual(['edit', 'copy', 'delete']);
    expect(senderActions({ ...base, status: 'updating' })).toEqual(['edit', 'void', 'copy']);
    expect(senderActions(base)).toEqual(['revise', 'notify', 'follow_up', 'void', 'copy']);
    expect(senderActions({ ...base, hasSignature: true })).toEqual(['notify', 'follow_up', 'void', 'copy']);
    expect(senderActions({ ...base, status: 'expired' })).toEqual(['follow_up', 'void', 'copy']);
    // Every signer signed: the seal is pending, and nothing may throw the signatures away.
    expect(senderActions({ ...base, hasPendingSigner: false, hasSignature: true })).toEqual(['copy']);
    expect(senderActions({ ...base, selfSign: true })).toEqual(['void', 'copy']);
    expect(senderActions({ ...base, status: 'completed' })).toEqual(['download_final', 'copy', 'delete']);
    expect(senderActions({ ...base, status: 'failed' })).toEqual(['retry_completion', 'copy', 'delete']);
    expect(senderActions({ ...base, status: 'voided' })).toEqual(['copy', 'delete']);
    expect(senderActions({ ...base, status: 'declined', documentCount: 0 })).toEqual(['delete']);
  });

  it('offers only restore (and copy) in the trash', () => {
    expect(senderActions({ ...base, deletedAt: new Date() })).toEqual(['restore', 'copy']);
    expect(senderActions({ ...base, deletedAt: new Date(), documentCount: 0 })).toEqual(['restore']);
  });
});

describe('an agreement awaiting its seal', () => {
  const signed = { hasSignature: true, hasPendingSigner: false };

  it('is a waiting agreement whose every signer has signed', () => {
    expect(isAwaitingSeal({ status: 'waiting', ...signed })).toBe(true);
    expect(isAwaitingSeal({ status: 'waiting', hasSignature: true, hasPendingSigner: true })).toBe(false);
    expect(isAwaitingSeal({ status: 'waiting', hasSignature: false, hasPendingSigner: false })).toBe(false);
    expect(isAwaitingSeal({ status: 'completed', ...signed })).toBe(false);
  });

  it('refuses a sender\'s change with the code of a completed process', () => {
    expect(() => assertNotAwaitingSeal({ status: 'waiting', ...signed })).toThrow(expect.objectContaining({ code: 7410 }));
    expect(() => assertNotAwaitingSeal({ status: 'waiting', hasSignature: true, hasPendingSigner: true })).not.toThrow();
  });
});
