import type { Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { sendMailLater } from '../../jobs/index.js';
import { renderVoidMail } from '../../mail/templates/void-mail.js';
import { getUserById } from '../account/users-repository.js';
import { presentAgreementWithCompletion } from '../agreement-core/present-completion.js';
import { assertOpen } from '../agreement-core/signing-rules.js';
import { loadAgreementParts } from '../agreement-core/agreements-repository.js';
import { recipientLocale } from '../agreement-core/mail-locale.js';
import { lockOwnAgreement } from '../agreement-core/policy.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';
import { signatureState } from '../agreement-core/sender-actions.js';
import { assertNotAwaitingSeal, assertTransition } from '../agreement-core/status-machine.js';
import { changeAgreementStatus } from '../agreement-core/change-agreement-status.js';
import { senderNameFor } from '../company/sender-name.js';
import { testMailOf } from '../agreement-core/test-mail.js';

/**
 * Voids a sent agreement that is still waiting for signatures: every link then answers
 * 7408, and each recipient who was invited (and so holds a link) is e-mailed, one mail
 * each (recipients never see each other's address), in the recipient's language (else
 * the sender's). 7203 in the trash, then the status machine's code: 7408 voided, 7407
 * declined, 7410 completed or failed, 7202 a draft; 7410 too once every signer has signed
 * (the seal is pending: a signature is never thrown away). 7025 while another change holds it.
 */
export async function voidAgreement(db: Db, input: { actor: Actor; agreementId: bigint; reason: string; now?: Date }): Promise<Agreement> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockOwnAgreement(tx, input.actor, input.agreementId);
    if (row.deletedAt) assertOpen(row);
    assertTransition(row.status, 'voided');
    const parts = await loadAgreementParts(tx, row.id);
    assertNotAwaitingSeal({ status: row.status, ...signatureState(parts.recipients) });
    const updated = await changeAgreementStatus(tx, {
      agreement: row,
      to: 'voided',
      values: { voidedAt: now, voidReason: input.reason, revision: row.revision + 1 },
      event: { type: 'voided', ...byActor(input.actor), data: { reason: input.reason, from: row.status } },
    });

    const sender = await getUserById(tx, row.ownerId);
    const senderName = await senderNameFor(tx, row, sender);
    const told = parts.recipients.filter((recipient) => recipient.invitedAt !== null && recipient.email && recipient.email !== sender.email);
    for (const recipient of told) {
      const mail = renderVoidMail(
        { senderName, senderEmail: sender.email ?? '', agreementName: row.name, reason: input.reason },
        recipientLocale(recipient, sender),
      );
      const job = await sendMailLater(tx, { to: [recipient.email], ...mail, ...testMailOf(row) }, { dedupeKey: `agreement.voided-mail:${row.id}:${recipient.id}` });
      await recordAgreementEvent(tx, {
        agreementId: row.id,
        type: 'void_mail_queued',
        ...byActor(input.actor),
        recipientId: recipient.id,
        data: { mailJobId: job.id.toString() },
      });
    }
    return presentAgreementWithCompletion(tx, updated, parts);
  });
}
