import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError, ErrorCode, type Locale, type RecipientRole, type SignerNextStep } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementNotices, signerSessions } from '../../db/schema/index.js';
import { findAgreement } from '../agreement-core/agreements-repository.js';
import { bySigner, recordAgreementEvent, type SignerActor } from '../agreement-core/record-agreement-event.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { generateToken, hashToken } from '../session/session-token.js';
import { sameSecret } from './secret-compare.js';
import { signerNotFound } from './signer-access.js';
import { browserLocaleValues, firstViewValues, findRecipient, listRecipients, updateRecipient } from '../agreement-core/signing-repository.js';
import { assertOpen, nextStepOf } from '../agreement-core/signing-rules.js';

/** How long a signer session lasts; reopening the e-mailed link starts a new one. */
export const SIGNER_SESSION_TTL_MS = 12 * 3600 * 1000;

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
  assertOpen(agreement);
  const [newer] = await db
    .select({ id: agreementNotices.id })
    .from(agreementNotices)
    .where(and(eq(agreementNotices.recipientId, recipient.id), gt(agreementNotices.id, notice.id)))
    .limit(1);
  if (newer) throw new AppError(ErrorCode.NotificationExpired);
  if (notice.expiresAt <= now) throw new AppError(ErrorCode.LinkExpired);

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

  const signerToken = generateToken();
  const expiresAt = new Date(now.getTime() + SIGNER_SESSION_TTL_MS);
  const me = await db.transaction(async (tx) => {
    const firstOpen = await tx
      .update(agreementNotices)
      .set({ viewedAt: now })
      .where(and(eq(agreementNotices.id, notice.id), isNull(agreementNotices.viewedAt)))
      .returning({ id: agreementNotices.id });
    const current = (await findRecipient(tx, recipient.id)) ?? recipient;
    const updated = await updateRecipient(tx, recipient.id, { ...firstViewValues(current, now), ...browserLocaleValues(input.browserLocale) });
    await tx.insert(signerSessions).values({
      agreementId: agreement.id,
      recipientId: recipient.id,
      noticeId: notice.id,
      tokenHash: hashToken(signerToken),
      ip: input.ip,
      userAgent: input.userAgent,
      createdAt: now,
      expiresAt,
    });
    await recordAgreementEvent(tx, {
      agreementId: agreement.id,
      type: 'link_opened',
      ...bySigner(actor),
      data: { noticeId: notice.id.toString(), firstOpen: firstOpen.length > 0 },
    });
    return updated;
  });
  const recipients = await listRecipients(db, agreement.id);
  return { signerToken, expiresAt: expiresAt.getTime(), role: me.role, next: nextStepOf(agreement, recipients, me) };
}
