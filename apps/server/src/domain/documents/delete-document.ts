import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { deleteDocumentRow } from './documents-repository.js';
import { deleteUnreferencedFiles } from './stored-file-references.js';
import { deleteUnreferencedPageImages } from '../page-images/delete-page-images.js';
import type { Workspace } from '../company/workspace.js';

/**
 * Deletes the owner's document for good: the row first, then its files, so a
 * failed file delete leaves an orphan file, never a row pointing at nothing.
 * Files an agreement still names stay (its copy's `document_id` becomes null), and so do the
 * page images of a PDF another document still has.
 * An agreement copying this document at the same moment holds the row (FOR SHARE
 * and its foreign key), so the delete waits for it and then sees the reference.
 * 404 if it is not theirs.
 */
export async function deleteDocument(db: Db, files: FileStore, input: { owner: Workspace; documentId: bigint }): Promise<void> {
  const row = await deleteDocumentRow(db, input.owner, input.documentId);
  if (!row) throw new AppError(ErrorCode.NotFound);
  await deleteUnreferencedFiles(db, files, [row.originalKey, row.pdfKey]);
  await deleteUnreferencedPageImages(db, files, { sha256: row.pdfSha256, pageCount: row.pageCount });
}
