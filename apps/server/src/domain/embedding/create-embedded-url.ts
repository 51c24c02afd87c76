import { AppError, EMBED_URL_TTL_MS, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementNotices } from '../../db/schema/index.js';
import { requireOwnAgreement } from '../agreement-core/policy.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';
import { findRecipient } from '../agreement-core/signing-repository.js';
import { assertOpen } from '../agreement-core/signing-rules.js';
import { noticeLink } from '../agreement-core/web-links.js';
import { generateToken, hashToken } from '../session/session-token.js';

/**
 * A short-lived signing URL for one recipient, for an iframe on one of the owner's sites: a
 * notice of kind 'embed' (never mailed; it replaces no e-mailed link), opening for
 * EMBED_URL_TTL_MS, with `embed=1` so the page talks to its parent. The agreement must be out
 * (7203, 7408, 7407, 7202, 7025 and 7601 as for its links); a recipient of another agreement is 404.
 */
export async function createEmbeddedUrl(
  db: Db,
  input: { actor: Actor; agreementId: bigint; recipientId: bigint; publicUrl: string; now?: Date },
): Promise<{ url: string; expiresAt: string }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const agreement = await requireOwnAgreement(tx, input.actor, input.agreementId);
    assertOpen(agreement, now);
    const recipient = await findRecipient(tx, input.recipientId);
    if (!recipient || recipient.agreementId !== agreement.id) throw new AppError(ErrorCode.NotFound, { detail: 'no such recipient in this agreement' });
    const token = generateToken();
    const expiresAt = new Date(now.getTime() + EMBED_URL_TTL_MS);
    const [notice] = await tx
      .insert(agreementNotices)
      .values({ agreementId: agreement.id, recipientId: recipient.id, kind: 'embed', tokenHash: hashToken(token), createdAt: now, expiresAt })
      .returning({ id: agreementNotices.id });
    if (!notice) throw new Error('notice insert returned nothing');
    await recordAgreementEvent(tx, { agreementId: agreement.id, type: 'embedded_url_created', ...byActor(input.actor), recipientId: recipient.id, data: { noticeId: notice.id.toString() } });
    const url = `${noticeLink(input.publicUrl, { recipientId: recipient.id, noticeId: notice.id, token })}&embed=1`;
    return { url, expiresAt: expiresAt.toISOString() };
  });
}
