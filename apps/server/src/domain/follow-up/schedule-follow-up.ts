import { MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY, isActingRole } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/index.js';
import type { AgreementRecipientRow, AgreementRow } from '../agreement-core/agreements-repository.js';
import { turnOf } from '../agreement-core/signing-rules.js';
import { reminderDueAt } from './follow-up-rules.js';
import { loadReminderStates } from './reminder-state.js';

export const EXPIRE_AGREEMENT_JOB = 'agreement.expire';
export const REMIND_SIGNERS_JOB = 'agreement.remind';

/**
 * Recipients an automatic reminder may go to: those who act (signers, approvers, fillers), invited,
 * not finished (a released member of an any-one-of group is finished), and whose step is open.
 */
export function remindableSigners(_agreement: Pick<AgreementRow, 'signingOrder'>, recipients: readonly AgreementRecipientRow[]): AgreementRecipientRow[] {
  return recipients.filter(
    (recipient) => isActingRole(recipient.role) && (recipient.status === 'invited' || recipient.status === 'viewed') && turnOf(recipients, recipient.id).myTurn,
  );
}

/**
 * Books the durable jobs that follow an agreement out for signature, in the caller's
 * transaction: its expiry at `expiresAt`, and a reminder round when the earliest signer's
 * reminder falls due. Each job is keyed by agreement and time, so booking again after any
 * change (a send, a signature, a re-send, new settings) adds only a job for a new time;
 * a job that finds nothing to do when it runs (the date moved, the signer signed) does
 * nothing. Call it after every change that moves a signer's turn or latest notice.
 */
export async function scheduleFollowUp(tx: Db, input: { agreement: AgreementRow; recipients: readonly AgreementRecipientRow[]; now: Date }): Promise<void> {
  const { agreement, now } = input;
  if (agreement.status !== 'waiting' || agreement.deletedAt || agreement.purpose !== 'agreement') return;
  const id = agreement.id.toString();
  if (agreement.expiresAt) {
    await enqueueJob(tx, { type: EXPIRE_AGREEMENT_JOB, payload: { agreementId: id }, runAt: agreement.expiresAt, dedupeKey: `${EXPIRE_AGREEMENT_JOB}:${id}:${agreement.expiresAt.getTime()}` });
  }
  const reminders = agreement.reminders;
  if (!reminders) return;
  const states = await loadReminderStates(tx, agreement.id, now);
  const dues = remindableSigners(agreement, input.recipients)
    .map((signer) => reminderDueAt(reminders, { invitedAt: signer.invitedAt, autoReminders: 0, noticesToday: 0, ...states.get(signer.id) }, now, MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY))
    .filter((due): due is Date => due !== null);
  if (dues.length === 0) return;
  const first = new Date(Math.min(...dues.map((due) => due.getTime())));
  // Reminders after the agreement ends would find it expired; none is booked past the date.
  if (agreement.expiresAt && first >= agreement.expiresAt) return;
  await enqueueJob(tx, { type: REMIND_SIGNERS_JOB, payload: { agreementId: id }, runAt: first, dedupeKey: `${REMIND_SIGNERS_JOB}:${id}:${first.getTime()}` });
}
