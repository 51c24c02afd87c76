import type { Locale } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementNotices } from '../../db/schema/index.js';
import { sendMailLater } from '../../jobs/mail-job.js';
import { renderCompletedMail } from '../../mail/templates/completion-mails.js';
import type { UserRow } from '../account/users-repository.js';
import type { AgreementRecipientRow, AgreementRow } from '../agreement-core/agreements-repository.js';
import { recipientLocale, senderLocale } from '../agreement-core/mail-locale.js';
import { NOTICE_TTL_DAYS } from '../agreement-core/queue-invitation.js';
import { agreementPageLink, noticeLink, verifyPageLink } from '../agreement-core/web-links.js';
import { recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { generateToken, hashToken } from '../session/session-token.js';
import { senderNameFor } from '../company/sender-name.js';
import { testMailOf } from '../agreement-core/test-mail.js';

/** Larger sealed files are linked, not attached (many mail servers refuse big messages). */
export const FINAL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const finalFileName = (agreementName: string) => (/\.pdf$/i.test(agreementName) ? agreementName : `${agreementName}.pdf`);

/**
 * Queues the sealed document's e-mail to every recipient and to the sender (each
 * address once, dedupe key per agreement and address, so a retried completion never
 * mails twice), each in its reader's language (a recipient's own once known, else the
 * sender's): attached up to 10 MB, else a link (a fresh notice for a recipient, the
 * agreement's page for the sender). In the completion's transaction.
 */
export async function deliverFinal(
  tx: Db,
  input: {
    agreement: AgreementRow;
    sender: UserRow;
    recipients: readonly AgreementRecipientRow[];
    final: { key: string; size: number; sha256: string };
    /** The documents sealed on their own too (two or more; else none): the mail lists them. */
    documents?: readonly { name: string }[];
    publicUrl: string;
    now: Date;
  },
): Promise<void> {
  const { agreement, sender, final } = input;
  const attached = final.size <= FINAL_ATTACHMENT_MAX_BYTES;
  const base = {
    agreementName: agreement.name,
    senderName: await senderNameFor(tx, agreement, sender),
    // Those who signed: not a member of an any-one-of group released by another's signature (issue 33).
    signerNames: input.recipients.filter((r) => r.role === 'signer' && r.status === 'signed').map((r) => r.name),
    sha256: final.sha256,
    attached,
    verifyUrl: verifyPageLink(input.publicUrl),
    documents: (input.documents ?? []).map((document) => document.name),
  };
  const attachments = attached ? [{ filename: finalFileName(agreement.name), contentType: 'application/pdf', storageKey: final.key }] : [];
  const mailed = new Set<string>();
  const mail = async (to: string, link: string, recipientId: bigint | undefined, locale: Locale) => {
    if (!to || mailed.has(to)) return;
    mailed.add(to);
    const job = await sendMailLater(tx, { to: [to], ...renderCompletedMail({ ...base, link }, locale), attachments, ...testMailOf(agreement) }, { dedupeKey: `agreement.final-mail:${agreement.id}:${to}` });
    await recordAgreementEvent(tx, { agreementId: agreement.id, type: 'final_mail_queued', recipientId, data: { mailJobId: job.id.toString(), newJob: job.created, attached } });
  };
  const senderEmail = (sender.email ?? '').toLowerCase();
  // A sender who is also a recipient (self-sign) gets the sender's mail, with the app link.
  await mail(senderEmail, agreementPageLink(input.publicUrl, agreement.id), undefined, senderLocale(sender));
  for (const recipient of input.recipients) {
    let link = agreementPageLink(input.publicUrl, agreement.id);
    // Each document's own file and the zip are on the recipient's page: a link is needed even when the merged one is attached.
    if ((!attached || base.documents.length > 0) && recipient.email !== senderEmail) {
      const token = generateToken();
      const [notice] = await tx
        .insert(agreementNotices)
        .values({ agreementId: agreement.id, recipientId: recipient.id, tokenHash: hashToken(token), expiresAt: new Date(input.now.getTime() + NOTICE_TTL_DAYS * 86_400_000) })
        .returning({ id: agreementNotices.id });
      if (!notice) throw new Error('notice insert returned nothing');
      link = noticeLink(input.publicUrl, { recipientId: recipient.id, noticeId: notice.id, token });
    }
    await mail(recipient.email, link, recipient.id, recipientLocale(recipient, sender));
  }
}
