import type { Db } from '../../db/client.js';
import { enqueueAgreementCompletion } from '../../jobs/index.js';
import { getUserById } from '../account/users-repository.js';
import type { AgreementDocumentRow, AgreementRecipientRow, AgreementRow } from '../agreement-core/agreements-repository.js';
import { queueInvitation } from '../agreement-core/queue-invitation.js';
import { bySigner, recordAgreementEvent, type SignerActor } from '../agreement-core/record-agreement-event.js';
import { allSigned, nextSignerToInvite } from '../agreement-core/signing-rules.js';
import { listRecipients } from '../agreement-core/signing-repository.js';
import { scheduleFollowUp } from '../follow-up/schedule-follow-up.js';

/**
 * What follows a signature, in its transaction: with every signer signed, the
 * sealing job is enqueued (once per agreement) and the agreement stays 'waiting'
 * until sealing completes it; otherwise, with the order on, the next signer is
 * invited (and their reminders booked).
 */
export async function afterSignature(
  tx: Db,
  input: {
    agreement: AgreementRow;
    recipients: readonly AgreementRecipientRow[];
    documents: readonly AgreementDocumentRow[];
    actor: SignerActor;
    publicUrl: string;
    now: Date;
  },
): Promise<void> {
  const { agreement, recipients } = input;
  if (allSigned(recipients)) {
    const job = await enqueueAgreementCompletion(tx, agreement.id);
    await recordAgreementEvent(tx, {
      agreementId: agreement.id,
      type: 'all_signed',
      ...bySigner(input.actor),
      data: { completionJobId: job.id.toString(), newJob: job.created },
    });
    return;
  }
  const next = nextSignerToInvite(agreement, recipients);
  if (!next) return;
  const sender = await getUserById(tx, agreement.ownerId);
  await queueInvitation(tx, {
    actor: input.actor,
    agreement,
    sender,
    recipient: next,
    documents: input.documents,
    publicUrl: input.publicUrl,
    now: input.now,
  });
  // The next signer's reminder clock starts with their turn.
  await scheduleFollowUp(tx, { agreement, recipients: await listRecipients(tx, agreement.id), now: input.now });
}
