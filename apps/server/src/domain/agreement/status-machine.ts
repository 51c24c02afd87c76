import { AppError, ErrorCode, type AgreementStatus } from '@signet/contracts';

/**
 * Every allowed change of an agreement's status, with what causes it. Send, decline,
 * sealing (completed / failed), retry and void check their change against it. Being in the trash
 * is not a status: any agreement may be deleted and restored (`deleted_at`), keeping its
 * status; while it is there every link answers 7203.
 *
 * 'updating' is the sender taking a sent agreement back to change it (its links then
 * answer 7202 until it is sent again). No operation does that yet: today a change in
 * progress holds the row lock instead (lockOwnAgreement, 7025 for a second change), so
 * 'updating' only appears if the data says so; its transitions are here so the rules
 * are written down when the operation comes.
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
  },
  failed: { waiting: 'the sender retried sealing', completed: 'a retried sealing finished' },
  completed: {},
  declined: {},
  voided: {},
} as const satisfies Record<AgreementStatus, Partial<Record<AgreementStatus, string>>>;

/** Statuses nothing leads out of. */
export const FINAL_STATUSES: readonly AgreementStatus[] = ['completed', 'declined', 'voided'];

export function canTransition(from: AgreementStatus, to: AgreementStatus): boolean {
  return to in STATUS_TRANSITIONS[from];
}

/**
 * Throws when `from → to` is not an allowed change. The code is the one the spec has for
 * the state the agreement is stuck in (7408 voided, 7407 declined, 7410 completed, 7202
 * a draft that was never sent), else 403; callers that know better check first.
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
    default:
      throw new AppError(ErrorCode.ParameterError, { detail });
  }
}
