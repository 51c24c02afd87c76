import { isActingRole, type AgreementAction, type AgreementStatus, type RecipientRole } from '@signet/contracts';
import { canTransition, isAwaitingSeal } from './status-machine.js';

/** What decides the sender's buttons. */
export interface SenderActionState {
  status: AgreementStatus;
  deletedAt: Date | null;
  selfSign: boolean;
  documentCount: number;
  /** A signer who has neither signed nor declined (someone to re-send to). */
  hasPendingSigner: boolean;
  /** Some signer has signed (the agreement can no longer be revised). */
  hasSignature: boolean;
}

/**
 * The actions the server would accept now, in the order the web shows them. In the
 * trash only restore (and copy) make sense; a trashed agreement is otherwise frozen.
 * A sent agreement nobody has signed may be revised (taken back, 'updating'), and
 * is then edited like a draft until it is sent again. An agreement out for signature
 * (waiting, updating) offers Void and not Delete: the signers are told when it is voided,
 * and once voided it may be deleted (issue 15).
 */
export function senderActions(state: SenderActionState): AgreementAction[] {
  const canCopy = state.documentCount > 0;
  if (state.deletedAt) return canCopy ? ['restore', 'copy'] : ['restore'];
  // Every signature is in: only copying is left until the seal decides completed or failed.
  if (isAwaitingSeal(state)) return canCopy ? ['copy'] : [];
  const actions: AgreementAction[] = [];
  if (state.status === 'draft' || state.status === 'updating') actions.push('edit');
  if (state.status === 'waiting' && !state.selfSign && !state.hasSignature) actions.push('revise');
  if (state.status === 'waiting' && !state.selfSign && state.hasPendingSigner) actions.push('notify');
  // Expiry date and reminders (issue 18): changed while out for signature, extended once expired.
  if ((state.status === 'waiting' && !state.selfSign) || state.status === 'expired') actions.push('follow_up');
  if (state.status === 'failed') actions.push('retry_completion');
  if (state.status === 'completed') actions.push('download_final');
  const canVoid = state.status !== 'draft' && canTransition(state.status, 'voided');
  if (canVoid) actions.push('void');
  if (canCopy) actions.push('copy');
  if (!canVoid) actions.push('delete');
  return actions;
}

/** A recipient who acted in the route: signed, filled in or approved. */
export function hasSigned(recipient: { role: string; status: string }): boolean {
  return recipient.status === 'signed' || recipient.status === 'approved';
}

/** What isAwaitingSeal needs to know of the recipients. */
export function signatureState(recipients: readonly { role: string; status: string }[]) {
  return { hasSignature: recipients.some(hasSigned), hasPendingSigner: recipients.some(isPendingSigner) };
}

/** A recipient of the route (signer, approver, filler) who has yet to act: not acted, declined or released. */
export function isPendingSigner(recipient: { role: string; status: string }): boolean {
  return isActingRole(recipient.role as RecipientRole) && !['signed', 'approved', 'declined', 'released'].includes(recipient.status);
}
