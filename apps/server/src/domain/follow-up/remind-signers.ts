import { MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { getUserById } from '../account/users-repository.js';
import { findAgreement, loadAgreementParts } from '../agreement-core/agreements-repository.js';
import { queueInvitation } from '../agreement-core/queue-invitation.js';
import { recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { listRecipients } from '../agreement-core/signing-repository.js';
import { isPastExpiry, reminderDueAt } from './follow-up-rules.js';
import { loadReminderStates } from './reminder-state.js';
import { remindableSigners, scheduleFollowUp } from './schedule-follow-up.js';

/**
 * One reminder round (the REMIND_SIGNERS_JOB), with the agreement locked: each signer whose
 * reminder is due gets a new notice (kind 'auto_reminder', counted toward the daily limit),
 * then the next round is booked. Nothing happens unless the agreement is out for signature,
 * before its date, with reminders on; a round that runs twice finds nothing due the second time.
 * Returns the recipients reminded.
 */
export async function remindSigners(db: Db, input: { agreementId: bigint; publicUrl: string; now: Date }): Promise<bigint[]> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const agreement = await findAgreement(tx, input.agreementId, { forUpdate: true });
    if (!agreement || agreement.status !== 'waiting' || agreement.deletedAt || !agreement.reminders || isPastExpiry(agreement, now)) return [];
    const reminders = agreement.reminders;
    const parts = await loadAgreementParts(tx, agreement.id);
    const states = await loadReminderStates(tx, agreement.id, now);
    const due = remindableSigners(agreement, parts.recipients).filter((signer) => {
      const state = { invitedAt: signer.invitedAt, autoReminders: 0, noticesToday: 0, ...states.get(signer.id) };
      const at = reminderDueAt(reminders, state, now, MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY);
      return at !== null && at <= now;
    });
    if (due.length > 0) {
      const sender = await getUserById(tx, agreement.ownerId);
      for (const signer of due) {
        await queueInvitation(tx, { actor: null, agreement, sender, recipient: signer, documents: parts.documents, publicUrl: input.publicUrl, now, kind: 'auto_reminder' });
      }
      await recordAgreementEvent(tx, { agreementId: agreement.id, type: 'reminded', data: { recipientIds: due.map((signer) => signer.id.toString()) } });
    }
    await scheduleFollowUp(tx, { agreement, recipients: await listRecipients(tx, agreement.id), now });
    return due.map((signer) => signer.id);
  });
}
