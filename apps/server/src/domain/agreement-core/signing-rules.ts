import { AppError, ErrorCode, type AgreementStatus, type SignerNextStep } from '@signet/contracts';
import { invitedAfter, released, routeFinished, stepsOf, waitingFor, type RouteRecipient } from './route.js';

interface AgreementState {
  status: AgreementStatus;
  deletedAt: Date | null;
  /** Absent where only the status matters (a template, a summary). */
  expiresAt?: Date | null;
}

type RecipientState = RouteRecipient;

/**
 * Why nobody may open or act on the agreement now, or null: 7203 in the trash,
 * 7408 voided, 7407 declined, 7202 abandoned (a draft: it was never sent), 7025 locked
 * while its sender has taken it back to change it ('updating'; try later: once it is
 * sent again the signer gets a new link, and the old ones answer 7602).
 * 7601 expired (issue 18), or still 'waiting' past its date before the expiry job ran.
 * 'waiting', 'completed' and 'failed' (sealing failed after every signature) stay open
 * for viewing.
 */
export function closedCode(agreement: Pick<AgreementState, 'status' | 'deletedAt' | 'expiresAt'>, now: Date = new Date()): ErrorCode | null {
  if (agreement.deletedAt) return ErrorCode.ProcessDeleted;
  if (agreement.status === 'waiting' && agreement.expiresAt && agreement.expiresAt.getTime() <= now.getTime()) return ErrorCode.LinkExpired;
  switch (agreement.status) {
    case 'expired':
      return ErrorCode.LinkExpired;
    case 'voided':
      return ErrorCode.ProcessVoided;
    case 'declined':
      return ErrorCode.ProcessRejected;
    case 'draft':
      return ErrorCode.ProcessAbandoned;
    case 'updating':
      return ErrorCode.ProcessLocked;
    default:
      return null;
  }
}

/** Throws the closedCode, if any. */
export function assertOpen(agreement: Pick<AgreementState, 'status' | 'deletedAt' | 'expiresAt'>, now?: Date): void {
  const code = closedCode(agreement, now);
  if (code !== null) throw new AppError(code, { detail: `agreement is ${agreement.status}${agreement.deletedAt ? ' (deleted)' : ''}` });
}

/**
 * A recipient may still change something (consent, sign, approve, decline): the agreement is
 * open and not past its signatures (7410 completed or failed), the recipient acts (7403 for a
 * viewer or copy) and has not acted (7410), declined (7407) or been released by their group (7412).
 */
export function assertCanAct(agreement: Pick<AgreementState, 'status' | 'deletedAt' | 'expiresAt'>, me: Pick<RecipientState, 'role' | 'status'>, now?: Date): void {
  assertOpen(agreement, now);
  // A released member is told so even once the agreement went on to completion: it says who acted for them.
  if (me.status === 'released') throw new AppError(ErrorCode.GroupActedAlready);
  if (agreement.status === 'completed' || agreement.status === 'failed') throw new AppError(ErrorCode.ProcessCompleted);
  if (me.role === 'viewer' || me.role === 'copy') throw new AppError(ErrorCode.NoPermission, { detail: 'viewers and copies only view' });
  if (me.status === 'signed' || me.status === 'approved') throw new AppError(ErrorCode.ProcessCompleted, { detail: 'acted already' });
  if (me.status === 'declined') throw new AppError(ErrorCode.ProcessRejected);
}

/**
 * A recipient's turn comes when every step before theirs is finished (route.ts); `waitingFor`
 * names who has yet to act there (names only, never e-mails). With today's order on that is every
 * earlier signer who has not signed; without it, nobody. Viewers never wait.
 */
export function turnOf(recipients: readonly RecipientState[], meId: bigint): { myTurn: boolean; waitingFor: string[] } {
  const waiting = waitingFor(stepsOf(recipients), meId);
  return { myTurn: waiting.length === 0, waitingFor: waiting };
}

/** Which signer page comes next for this recipient. */
export function nextStepOf(recipients: readonly RecipientState[], me: RecipientState): SignerNextStep {
  if (me.role === 'viewer' || me.role === 'copy') return 'view';
  if (me.status === 'signed' || me.status === 'approved') return 'finish';
  if (me.status === 'released' || released(stepsOf(recipients), me.id)) return 'released';
  return turnOf(recipients, me.id).myTurn ? 'start' : 'wait';
}

/**
 * Who to invite after a recipient signed: when the signature finished their step, the members of
 * the step that opens now who have yet to sign, whose turn this signature just began. Invited even
 * if an earlier notice reached them (a re-notification before their turn): the turn mail is what
 * tells them to act. Nobody while the step still waits for others, and nobody without the order
 * (everyone was invited at send, in its one step).
 */
export function invitedAfterSignature<R extends RecipientState>(recipients: readonly R[], signedId: bigint): R[] {
  return invitedAfter(stepsOf(recipients), signedId);
}

/** Every step of the route is finished: the agreement can be sealed. */
export function routeComplete(recipients: readonly RecipientState[]): boolean {
  return routeFinished(stepsOf(recipients));
}
