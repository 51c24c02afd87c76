import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreementNotices, agreementRecipients, type NoticeKind } from '../../db/schema/index.js';
import { sendMailLater } from '../../jobs/index.js';
import { renderInvitationMail } from '../../mail/templates/agreement-mails.js';
import type { UserRow } from '../account/users-repository.js';
import { generateToken, hashToken } from '../session/session-token.js';
import { touchAgreement, type AgreementDocumentRow, type AgreementRecipientRow, type AgreementRow } from './agreements-repository.js';
import { recipientLocale } from './mail-locale.js';
import { byActor, recordAgreementEvent, type Actor, type SignerActor } from './record-agreement-event.js';
import { noticeLink } from './web-links.js';
import { senderIdentity } from '../company/sender-name.js';
import { testMailOf } from './test-mail.js';

/** How long an e-mailed link works. */
export const NOTICE_TTL_DAYS = 30;

/**
 * Creates a notice for one recipient (a random token; only its SHA-256 is kept) and
 * queues its invitation mail in the recipient's language (the sender's until we know
 * theirs), in the caller's transaction.
 */
export async function queueInvitation(
  tx: Db,
  input: {
    /** The sender at send, the signer whose signature made it the next signer's turn, or null for Signet itself (a reminder). */
    actor: Actor | SignerActor | null;
    agreement: AgreementRow;
    sender: UserRow;
    recipient: AgreementRecipientRow;
    documents: readonly AgreementDocumentRow[];
    publicUrl: string;
    now: Date;
    /** Re-sends by the sender and automatic reminders count against the daily limit; Signet's own invitations do not. */
    kind?: NoticeKind;
  },
): Promise<{ noticeId: bigint; mailJobId: bigint }> {
  const { agreement, sender, recipient } = input;
  const token = generateToken();
  const [notice] = await tx
    .insert(agreementNotices)
    .values({
      agreementId: agreement.id,
      recipientId: recipient.id,
      kind: input.kind ?? 'invite',
      tokenHash: hashToken(token),
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + NOTICE_TTL_DAYS * 24 * 3600 * 1000),
    })
    .returning({ id: agreementNotices.id });
  if (!notice) throw new Error('notice insert returned nothing');
  const identity = await senderIdentity(tx, agreement, sender);
  const mail = renderInvitationMail(
    {
      senderName: identity.name,
      brand: identity.brand && { ...identity.brand, logoUrl: identity.brand.logoUrl && new URL(identity.brand.logoUrl, input.publicUrl).toString() },
      senderEmail: sender.email ?? '',
      agreementName: agreement.name,
      subject: agreement.subject,
      message: agreement.message,
      documentNames: input.documents.map((document) => document.name),
      role: recipient.role,
      link: noticeLink(input.publicUrl, { recipientId: recipient.id, noticeId: notice.id, token }),
      validDays: NOTICE_TTL_DAYS,
      reminder: input.kind === 'reminder' || input.kind === 'auto_reminder',
      expiresAt: agreement.expiresAt,
    },
    recipientLocale(recipient, sender),
  );
  const job = await sendMailLater(tx, { to: [recipient.email], ...mail, ...testMailOf(agreement) });
  await tx.update(agreementNotices).set({ mailJobId: job.id }).where(eq(agreementNotices.id, notice.id));
  // The sender's progress view: invited now; an earlier delivery failure no longer applies.
  await tx
    .update(agreementRecipients)
    .set({ invitedAt: input.now, deliveryFailedAt: null, updatedAt: input.now })
    .where(eq(agreementRecipients.id, recipient.id));
  await tx
    .update(agreementRecipients)
    .set({ status: 'invited' })
    .where(and(eq(agreementRecipients.id, recipient.id), eq(agreementRecipients.status, 'pending')));
  await touchAgreement(tx, agreement.id, input.now);
  await recordAgreementEvent(tx, {
    agreementId: agreement.id,
    type: 'invitation_queued',
    ...(input.actor ? byActor(input.actor) : {}),
    recipientId: recipient.id,
    data: { recipientId: recipient.id.toString(), noticeId: notice.id.toString(), mailJobId: job.id.toString(), kind: input.kind ?? 'invite' },
  });
  return { noticeId: notice.id, mailJobId: job.id };
}
