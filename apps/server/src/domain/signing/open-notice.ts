import { and, eq, gt, ne } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementNotices } from '../../db/schema/index.js';
import { findAgreement, type AgreementRecipientRow, type AgreementRow } from '../agreement-core/agreements-repository.js';
import { findRecipient } from '../agreement-core/signing-repository.js';
import { hashToken } from '../session/session-token.js';
import { sameSecret } from './secret-compare.js';
import { signerNotFound } from './signer-access.js';
import { assertOpenFor, provenRefusal } from './signer-refusal.js';

// Compared against when the notice does not exist, so a miss costs the same as a wrong token.
const NO_HASH = hashToken('no notice');

export type NoticeRow = typeof agreementNotices.$inferSelect;

/**
 * The e-mailed link's checks, before anything else is asked of its holder: 7404 for any wrong
 * token, notice or recipient (one answer, nothing told); then the agreement's state (7203, 7408,
 * 7407, 7202); 7602 when a newer notice went to this recipient; 7601 past the link's life.
 */
export async function openNotice(
  db: Db,
  input: { recipientId: bigint; noticeId: bigint; token: string; now: Date },
): Promise<{ notice: NoticeRow; agreement: AgreementRow; recipient: AgreementRecipientRow }> {
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
  if (notice.expiresAt <= input.now) throw provenRefusal(new AppError(ErrorCode.LinkExpired), recipient.id, notice.expiresAt);
  return { notice, agreement, recipient };
}
