import { isLocale, type SignerView } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { sendMailLater } from '../../jobs/index.js';
import { renderDeclineMail } from '../../mail/templates/signing-mails.js';
import { getUserById } from '../account/users-repository.js';
import { bySigner, recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { loadSignerView } from './get-signer-view.js';
import type { PageImageKey } from '../page-images/page-image-secret.js';
import { requireSigner, type SignerCredentials } from './signer-access.js';
import { updateRecipient } from '../agreement-core/signing-repository.js';
import { assertCanActFor } from './signer-refusal.js';
import { changeAgreementStatus } from '../agreement-core/change-agreement-status.js';
import { agreementPageLink } from '../agreement-core/web-links.js';
import { testMailOf } from '../agreement-core/test-mail.js';

/**
 * A signer declines, or an approver rejects (issue 33), with a reason, in one transaction with the agreement locked: the
 * recipient and the agreement become 'declined' (every other link then answers 7407)
 * and the sender is e-mailed in their language (once per agreement, by dedupe key).
 * Allowed before the signer's turn: refusing needs no turn.
 */
export async function declineAgreement(
  db: Db,
  input: { recipientId: bigint; credentials: SignerCredentials; pageImageKey: PageImageKey; reason: string; publicUrl: string; ip: string; userAgent: string; now?: Date },
): Promise<SignerView> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const context = await requireSigner(tx, { ...input, now, forUpdate: true });
    const { actor } = context;
    assertCanActFor(context);
    const recipient = await updateRecipient(tx, context.recipient.id, {
      status: 'declined',
      declinedAt: now,
      declineReason: input.reason,
      viewedAt: context.recipient.viewedAt ?? now,
    });
    const agreement = await changeAgreementStatus(tx, {
      agreement: context.agreement,
      to: 'declined',
      at: now,
      event: { type: 'declined', ...bySigner(actor), data: { reason: input.reason, role: recipient.role, step: recipient.step } },
    });

    const sender = await getUserById(tx, agreement.ownerId);
    if (sender.email) {
      const mail = renderDeclineMail(
        {
          signerName: recipient.name,
          signerEmail: recipient.email,
          agreementName: agreement.name,
          reason: input.reason,
          link: agreementPageLink(input.publicUrl, agreement.id),
          rejected: recipient.role === 'approver',
        },
        isLocale(sender.locale) ? sender.locale : 'en-US',
      );
      const job = await sendMailLater(tx, { to: [sender.email], ...mail, ...testMailOf(agreement) }, { dedupeKey: `agreement.declined-mail:${agreement.id}` });
      await recordAgreementEvent(tx, {
        agreementId: agreement.id,
        type: 'decline_mail_queued',
        ...bySigner(actor),
        data: { mailJobId: job.id.toString() },
      });
    }
    return loadSignerView(tx, { agreement, recipient }, input.pageImageKey, now);
  });
}
