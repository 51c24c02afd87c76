import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreementCompletions, agreementDocuments, agreementFields, agreements } from '../../db/schema/index.js';
import { deleteUnreferencedFiles } from '../documents/stored-file-references.js';
import { deleteUnreferencedPageImages } from '../page-images/delete-page-images.js';
import type { FileStore } from '../../storage/file-store.js';
import type { Workspace } from '../company/workspace.js';
import { ownedScope } from './workspace-scope.js';
import { testKeyScope } from '../agreement-core/policy.js';

/** Agreements deleted per transaction, so a large trash never holds locks for long. */
const BATCH = 200;

/**
 * Deletes the workspace's trashed agreements (the trash its index shows) for good, a batch per transaction: their rows,
 * recipients, fields, notices, sessions and trail go with them (foreign keys cascade).
 * After each commit the files only they named are deleted: signature images and the
 * sealed file always, document files unless a drive document or another agreement (a
 * copy) still names them, and so are their PDFs' page images. A test key (issue 38) empties test agreements only.
 * Answers how many agreements were deleted.
 */
export async function emptyTrash(db: Db, files: FileStore, input: Workspace): Promise<{ deleted: number }> {
  const scope = ownedScope(input, null);
  if (scope === null) return { deleted: 0 };
  let deleted = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: agreements.id })
        .from(agreements)
        .where(and(sql`${agreements.id} in (select a.id from agreements a where ${scope} and ${testKeyScope(input)} and a.deleted_at is not null and a.purpose = 'agreement')`))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return { ids, documentKeys: [], pdfs: [], ownKeys: [] };
      // One after another: a transaction is one connection (pg 9 refuses overlapping queries on it).
      const documents = await tx
        .select({ originalKey: agreementDocuments.originalKey, pdfKey: agreementDocuments.pdfKey, sha256: agreementDocuments.pdfSha256, pageCount: agreementDocuments.pageCount })
        .from(agreementDocuments)
        .where(inArray(agreementDocuments.agreementId, ids));
      const images = await tx.select({ key: agreementFields.imageKey }).from(agreementFields).where(and(inArray(agreementFields.agreementId, ids), isNotNull(agreementFields.imageKey)));
      const completions = await tx.select({ key: agreementCompletions.finalKey }).from(agreementCompletions).where(and(inArray(agreementCompletions.agreementId, ids), isNotNull(agreementCompletions.finalKey)));
      await tx.delete(agreements).where(inArray(agreements.id, ids));
      return {
        ids,
        documentKeys: documents.flatMap((document) => [document.originalKey, document.pdfKey]),
        pdfs: [...new Map(documents.map((document) => [document.sha256, { sha256: document.sha256, pageCount: document.pageCount }])).values()],
        ownKeys: [...new Set([...images, ...completions].flatMap((row) => (row.key ? [row.key] : [])))],
      };
    });
    if (batch.ids.length === 0) return { deleted };
    deleted += batch.ids.length;
    await deleteUnreferencedFiles(db, files, batch.documentKeys);
    // Their page images too, unless a drive document or another agreement still has the PDF.
    for (const pdf of batch.pdfs) await deleteUnreferencedPageImages(db, files, pdf);
    await Promise.all(batch.ownKeys.map((key) => files.delete(key)));
  }
}
