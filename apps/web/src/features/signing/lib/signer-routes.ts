import type { SignerNextStep } from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';

/**
 * The page for what comes next. "wait" and "released" are shown by the start page, which
 * knows whom the signer waits for, or who acted for their group.
 */
export function signerPath(next: SignerNextStep, flowSignerId: string): string {
  switch (next) {
    case 'view':
      return `/sign/view/${flowSignerId}`;
    case 'finish':
      return `/sign/finish/${flowSignerId}`;
    default:
      return `/sign/start/${flowSignerId}`;
  }
}

export const signErrorPath = (code: number) => `/sign/error/${code}`;

/** Answers that end the journey: the agreement's state, or the link itself. */
const JOURNEY_ENDING: ReadonlySet<number> = new Set([
  ErrorCode.ProcessAbandoned,
  ErrorCode.ProcessDeleted,
  ErrorCode.ProcessRejected,
  ErrorCode.ProcessVoided,
  ErrorCode.ProcessCompleted,
  ErrorCode.SignatureNotFound,
  ErrorCode.NoPermission,
  ErrorCode.LinkExpired,
  ErrorCode.NotificationExpired,
  ErrorCode.NotifyLimitReached,
]);

/** True when an answer sends the signer to /sign/error/{code} rather than a message in place. */
export const endsJourney = (code: number) => JOURNEY_ENDING.has(code);

/**
 * Where a refused signer call sends the signer, or null to show the refusal in place: the
 * error page for an answer that ends the journey, and the start page when it is not their
 * turn (it says whom they wait for) or when their group was released (it says who acted).
 */
export function pathAfterRefusal(code: number, flowSignerId: string): string | null {
  if (endsJourney(code)) return signErrorPath(code);
  if (code === ErrorCode.NotYourTurn) return signerPath('wait', flowSignerId);
  if (code === ErrorCode.GroupActedAlready) return signerPath('released', flowSignerId);
  return null;
}
