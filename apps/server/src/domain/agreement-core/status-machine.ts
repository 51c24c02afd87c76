import { AppError, ErrorCode, type AgreementStatus } from '@signet/contracts';

/**
 * Every allowed change of an agreement's status, with what causes it. The one writer of
 * the status, changeAgreementStatus, checks every change against it. Being in the trash
 * is not a status: any agreement may be deleted and restored (`deleted_at`), keeping its
 * status; while it is there every link answers 7203.
 *
 * 'updating' is the sender taking a sent agreement nobody has signed back to change it
 * (reviseAgreement): its links then answer 7025 (locked, try later) until it is sent
 * again, with new links (the old ones answer 7602) and no new quota.
 *
 * 'expired' (issue 18) is Signet's eighth state, beside the spec's seven: the agreement's
 * expiry date passed while it was waiting for signatures. Its links answer 7601. It is not
 * final: a later date reopens it ('waiting', the signers whose turn it is invited again).
 */
export const STATUS_TRANSITIONS = {
  draft: { waiting: 'the sender sends it' },
  updating: { waiting: 'the sender sends the changed agreement again', draft: 'the sender keeps it as a draft', voided: 'the sender voids it' },
  waiting: {
    completed: 'sealing finished after every signature',
    failed: 'sealing failed for good',
    declined: 'a signer declined',
    voided: 'the sender voided it',
    updating: 'the sender took it back to change it',
    expired: 'its expiry date passed before every signature',
  },
  expired: { waiting: 'the sender set a later date', voided: 'the sender voids it' },
  failed: { waiting: 'the sender retried sealing', completed: 'a retried sealing finished' },
  completed: {},
  declined: {},
  voided: {},
} as const satisfies Record<AgreementStatus, Partial<Record<AgreementStatus, string>>>;

/**
 * Every signer has signed, and the seal is being made or retried. The status is still
 * 'waiting' (the seal decides completed or failed), but the signatures are final: each
 * signer was told "signed", so the sender may no longer void, revise or delete it.
 */
export function isAwaitingSeal(state: { status: AgreementStatus; hasSignature: boolean; hasPendingSigner: boolean }): boolean {
  return state.status === 'waiting' && state.hasSignature && !state.hasPendingSigner;
}

/** Refuses a sender's change while the agreement awaits its seal, with the code of a completed process (7410). */
export function assertNotAwaitingSeal(state: { status: AgreementStatus; hasSignature: boolean; hasPendingSigner: boolean }): void {
  if (isAwaitingSeal(state)) throw new AppError(ErrorCode.ProcessCompleted, { detail: 'every signer has signed; the agreement is being sealed' });
}

/** Statuses nothing leads out of. */
export const FINAL_STATUSES: readonly AgreementStatus[] = ['completed', 'declined', 'voided'];

export function canTransition(from: AgreementStatus, to: AgreementStatus): boolean {
  return to in STATUS_TRANSITIONS[from];
}

/**
 * Throws when `from → to` is not an allowed change. The code is the one the spec has for
 * the state the agreement is stuck in (7408 voided, 7407 declined, 7410 completed, 7202
 * a draft that was never sent or one being updated, 8106 expired: set a later date), else 403; callers that know better
 * check first.
 */
export function assertTransition(from: AgreementStatus, to: AgreementStatus): void {
  if (canTransition(from, to)) return;
  const detail = `agreement cannot go from ${from} to ${to}`;
  switch (from) {
    case 'voided':
      throw new AppError(ErrorCode.ProcessVoided, { detail });
    case 'declined':
      throw new AppError(ErrorCode.ProcessRejected, { detail });
    case 'completed':
    case 'failed':
      throw new AppError(ErrorCode.ProcessCompleted, { detail });
    case 'draft':
    case 'updating':
      throw new AppError(ErrorCode.ProcessAbandoned, { detail });
    case 'expired':
      throw new AppError(ErrorCode.ExpiryNotAhead, { detail });
    default:
      throw new AppError(ErrorCode.ParameterError, { detail });
  }
}
