import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { AppError, ErrorCode, type Locale, type RecipientRole, type SignerNextStep } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementNotices } from '../../db/schema/index.js';
import { findAgreement } from '../agreement-core/agreements-repository.js';
import { bySigner, recordAgreementEvent, type SignerActor } from '../agreement-core/record-agreement-event.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { hashToken } from '../session/session-token.js';
import { startSignerSession } from './start-signer-session.js';
import { sameSecret } from './secret-compare.js';
import { signerNotFound } from './signer-access.js';
import { findRecipient, listRecipients } from '../agreement-core/signing-repository.js';
import { nextStepOf } from '../agreement-core/signing-rules.js';
import { assertOpenFor, provenRefusal } from './signer-refusal.js';

// Compared against when the notice does not exist, so a miss costs the same as a wrong token.
const NO_HASH = hashToken('no notice');

export interface BoundSigner {
  signerToken: string;
  expiresAt: number;
  role: RecipientRole;
  next: SignerNextStep;
}

/**
 * Opens an e-mailed link. Order of answers: 7404 for any wrong token, notice or
 * recipient (one answer, nothing told); then the agreement's state (7203, 7408, 7407,
 * 7202); 7602 when a newer notice went to this recipient; 7601 past the link's life;
 * the access code (7301 missing, 7300 wrong, 429 after too many tries). Then the
 * notice and the recipient are marked viewed (first time), the browser's language
 * becomes the recipient's (for their mails), the opening is recorded, and a signer
 * session starts. A signer who already signed gets 'finish', not 7410,
 * so the link keeps leading to the finished page.
 */
export async function bindSignerInfo(
  db: Db,
  input: {
    recipientId: bigint;
    noticeId: bigint;
    token: string;
    accessCode?: string | undefined;
    /** The browser's Accept-Language as a locale; null when it sent none. */
    browserLocale?: Locale | null;
    ip: string;
    userAgent: string;
    now?: Date;
  },
): Promise<BoundSigner> {
  const now = input.now ?? new Date();
  const [notice] = await db.select().from(agreementNotices).where(eq(agreementNotices.id, input.noticeId));
  const tokenMatches = sameSecret(hashToken(input.token), notice?.tokenHash ?? NO_HASH);
  if (!notice || !tokenMatches || notice.recipientId !== input.recipientId) throw signerNotFound();

  const agreement = await findAgreement(db, notice.agreementId);
  const recipient = await findRecipient(db, notice.recipientId);
  if (!agreement || !recipient) throw signerNotFound();
  assertOpenFor({ agreement, recipient });
  const [newer] = await db
    .select({ id: agreementNotices.id, createdAt: agreementNotices.createdAt })
    .from(agreementNotices)
    // An embedded signing URL (kind 'embed') is handed to a web page, not mailed: it replaces no e-mailed link.
    .where(and(eq(agreementNotices.recipientId, recipient.id), gt(agreementNotices.id, notice.id), ne(agreementNotices.kind, 'embed')))
    .limit(1);
  if (newer) throw provenRefusal(new AppError(ErrorCode.NotificationExpired), recipient.id, newer.createdAt);
  if (notice.expiresAt <= now) throw provenRefusal(new AppError(ErrorCode.LinkExpired), recipient.id, notice.expiresAt);

  const actor: SignerActor = { recipientId: recipient.id, ip: input.ip, userAgent: input.userAgent };
  if (recipient.accessCode) {
    if (!input.accessCode) throw new AppError(ErrorCode.AccessKeyEmpty);
    // Counted on the plain database before comparing, so a wrong try always counts.
    await hitNamedLimit(db, 'signerAccessCodePerRecipient', recipient.id.toString(), now);
    await hitNamedLimit(db, 'signerAccessCodePerIp', input.ip, now);
    if (!sameSecret(input.accessCode, recipient.accessCode)) {
      await recordAgreementEvent(db, { agreementId: agreement.id, type: 'access_code_wrong', ...bySigner(actor), data: { noticeId: notice.id.toString() } });
      throw new AppError(ErrorCode.AccessKeyWrong);
    }
  }

  const { signerToken, expiresAt, me } = await db.transaction(async (tx) => {
    const firstOpen = await tx
      .update(agreementNotices)
      .set({ viewedAt: now })
      .where(and(eq(agreementNotices.id, notice.id), isNull(agreementNotices.viewedAt)))
      .returning({ id: agreementNotices.id });
    const session = await startSignerSession(tx, { agreementId: agreement.id, recipient, noticeId: notice.id, browserLocale: input.browserLocale, ip: input.ip, userAgent: input.userAgent, now });
    await recordAgreementEvent(tx, {
      agreementId: agreement.id,
      type: 'link_opened',
      ...bySigner(actor),
      data: { noticeId: notice.id.toString(), firstOpen: firstOpen.length > 0 },
    });
    return session;
  });
  const recipients = await listRecipients(db, agreement.id);
  return { signerToken, expiresAt: expiresAt.getTime(), role: me.role, next: nextStepOf(recipients, me) };
}
