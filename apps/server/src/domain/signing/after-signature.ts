import type { Db } from '../../db/client.js';
import { enqueueAgreementCompletion } from '../../jobs/index.js';
import { getUserById } from '../account/users-repository.js';
import type { AgreementDocumentRow, AgreementRecipientRow, AgreementRow } from '../agreement-core/agreements-repository.js';
import { queueInvitation } from '../agreement-core/queue-invitation.js';
import { bySigner, recordAgreementEvent, type SignerActor } from '../agreement-core/record-agreement-event.js';
import { invitedAfterSignature, routeComplete } from '../agreement-core/signing-rules.js';
import { listRecipients } from '../agreement-core/signing-repository.js';
import { scheduleFollowUp } from '../follow-up/schedule-follow-up.js';

/**
 * What follows a signature, in its transaction: with the route finished (every
 * signer signed), the sealing job is enqueued (once per agreement) and the agreement
 * stays 'waiting' until sealing completes it; otherwise, when the signature finished
 * its step, the next step's members are invited (and their reminders booked).
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
  if (routeComplete(recipients)) {
    const job = await enqueueAgreementCompletion(tx, agreement.id);
    await recordAgreementEvent(tx, {
      agreementId: agreement.id,
      type: 'all_signed',
      ...bySigner(input.actor),
      data: { completionJobId: job.id.toString(), newJob: job.created },
    });
    return;
  }
  const next = invitedAfterSignature(recipients, input.actor.recipientId);
  if (next.length === 0) return;
  const sender = await getUserById(tx, agreement.ownerId);
  for (const recipient of next) {
    await queueInvitation(tx, { actor: input.actor, agreement, sender, recipient, documents: input.documents, publicUrl: input.publicUrl, now: input.now });
  }
  // The next step's reminder clock starts with its turn.
  await scheduleFollowUp(tx, { agreement, recipients: await listRecipients(tx, agreement.id), now: input.now });
}
