import type { Db } from '../../db/client.js';
import { sendMailLater } from '../../jobs/index.js';
import { renderExpiredMail } from '../../mail/templates/expiry-mails.js';
import { getUserById } from '../account/users-repository.js';
import { findAgreement, loadAgreementParts } from '../agreement-core/agreements-repository.js';
import { changeAgreementStatus } from '../agreement-core/change-agreement-status.js';
import { recipientLocale, senderLocale } from '../agreement-core/mail-locale.js';
import { recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { isPendingSigner, signatureState } from '../agreement-core/sender-actions.js';
import { isAwaitingSeal } from '../agreement-core/status-machine.js';
import { agreementPageLink } from '../agreement-core/web-links.js';
import { isPastExpiry } from './follow-up-rules.js';
import { senderNameFor } from '../company/sender-name.js';
import { testMailOf } from '../agreement-core/test-mail.js';

/**
 * Ends an agreement whose date has come (the EXPIRE_AGREEMENT_JOB), with it locked: a
 * 'waiting' agreement past its `expiresAt` becomes 'expired' (the trail's 'expired' event,
 * which is also the agreement.expired webhook), and its sender and every invited recipient
 * are mailed once. Nothing happens when the date moved, the agreement left 'waiting', or
 * every signer has signed (the seal decides then). Returns whether it expired.
 */
export async function expireAgreement(db: Db, input: { agreementId: bigint; publicUrl: string; now: Date }): Promise<boolean> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const agreement = await findAgreement(tx, input.agreementId, { forUpdate: true });
    if (!agreement || agreement.status !== 'waiting' || agreement.deletedAt || !agreement.expiresAt || !isPastExpiry(agreement, now)) return false;
    const parts = await loadAgreementParts(tx, agreement.id);
    if (isAwaitingSeal({ status: agreement.status, ...signatureState(parts.recipients) })) return false;
    const expiresAt = agreement.expiresAt;
    const expired = await changeAgreementStatus(tx, {
      agreement,
      to: 'expired',
      values: { expiredAt: now, revision: agreement.revision + 1 },
      event: { type: 'expired', data: { expiresAt: expiresAt.toISOString(), pendingSigners: parts.recipients.filter(isPendingSigner).length } },
      at: now,
    });

    const sender = await getUserById(tx, agreement.ownerId);
    const base = {
      senderName: await senderNameFor(tx, agreement, sender),
      senderEmail: sender.email ?? '',
      agreementName: agreement.name,
      expiresAt,
      pendingNames: parts.recipients.filter(isPendingSigner).map((recipient) => recipient.name || recipient.email),
      link: agreementPageLink(input.publicUrl, agreement.id),
    };
    // One mail per person and expiry (a reopened agreement that expires again tells them again).
    const key = `agreement.expired-mail:${agreement.id}:${now.getTime()}`;
    if (sender.email) {
      await sendMailLater(tx, { to: [sender.email], ...renderExpiredMail({ ...base, audience: 'sender' }, senderLocale(sender)), ...testMailOf(agreement) }, { dedupeKey: `${key}:sender` });
    }
    const told = parts.recipients.filter((recipient) => recipient.invitedAt !== null && recipient.email && recipient.email !== sender.email);
    for (const recipient of told) {
      const job = await sendMailLater(tx, { to: [recipient.email], ...renderExpiredMail({ ...base, audience: 'recipient' }, recipientLocale(recipient, sender)), ...testMailOf(agreement) }, { dedupeKey: `${key}:${recipient.id}` });
      await recordAgreementEvent(tx, { agreementId: agreement.id, type: 'expiry_mail_queued', recipientId: recipient.id, data: { mailJobId: job.id.toString() } });
    }
    return expired.status === 'expired';
  });
}
