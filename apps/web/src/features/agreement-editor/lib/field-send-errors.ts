import { ErrorCode } from '@signet/contracts';

/** What the review step does with a failed send (or save). */
export type SendFailure =
  | { kind: 'planExceeded' }
  | { kind: 'needEmail' }
  | { kind: 'draftChanged' }
  | { kind: 'alreadySent' }
  | { kind: 'fix'; step: 1 | 2 }
  | { kind: 'message' };

/**
 * 7206 opens the plan dialog, 7501 points to the account page, 7026 offers a reload,
 * 7201 points to the sent agreement, and problems with the content point to the step
 * that fixes them: files and recipients (7204, 403) step 1, fields (7205) step 2.
 */
export function sendFailure(code: number | undefined): SendFailure {
  switch (code) {
    case ErrorCode.SignatureQuotaUsedUp:
      return { kind: 'planExceeded' };
    case ErrorCode.InitiatorEmailMissing:
      return { kind: 'needEmail' };
    case ErrorCode.DraftChanged:
      return { kind: 'draftChanged' };
    case ErrorCode.AlreadyCreated:
      return { kind: 'alreadySent' };
    case ErrorCode.SigningLocationMissing:
      return { kind: 'fix', step: 2 };
    case ErrorCode.ProcessHasNoFile:
    case ErrorCode.ParameterError:
      return { kind: 'fix', step: 1 };
    default:
      return { kind: 'message' };
  }
}
