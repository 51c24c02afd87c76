import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SignerAttachment } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { signerAttachments } from '../../db/schema/index.js';

export type SignerAttachmentRow = typeof signerAttachments.$inferSelect;

/** The API shape: no storage key. */
export function presentAttachment(row: SignerAttachmentRow): SignerAttachment {
  return {
    id: row.id,
    fieldId: row.fieldId,
    recipientId: row.recipientId,
    name: row.name,
    contentType: row.contentType as SignerAttachment['contentType'],
    size: row.size,
    sha256: row.sha256,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** The attachments submitted with the agreement (kept with it), oldest first. */
export function submittedAttachments(db: Db, agreementId: bigint): Promise<SignerAttachmentRow[]> {
  return db
    .select()
    .from(signerAttachments)
    .where(and(eq(signerAttachments.agreementId, agreementId), isNotNull(signerAttachments.submittedAt)))
    .orderBy(asc(signerAttachments.id));
}

/** What one recipient sees: everything submitted, and their own uploads not yet submitted. */
export async function attachmentsSeenBy(db: Db, agreementId: bigint, recipientId: bigint): Promise<SignerAttachmentRow[]> {
  const rows = await db.select().from(signerAttachments).where(eq(signerAttachments.agreementId, agreementId)).orderBy(asc(signerAttachments.id));
  return rows.filter((row) => row.submittedAt !== null || row.recipientId === recipientId);
}

/** The uploads a submit names, by id, limited to this agreement. */
export function attachmentsByIds(db: Db, agreementId: bigint, ids: readonly bigint[]): Promise<SignerAttachmentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(signerAttachments).where(and(eq(signerAttachments.agreementId, agreementId), inArray(signerAttachments.id, [...ids])));
}
