import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { deleteDocumentRow } from './documents-repository.js';

/**
 * Deletes the owner's document for good: the row first, then its files, so a
 * failed file delete leaves an orphan file, never a row pointing at nothing.
 * 404 if it is not theirs.
 */
export async function deleteDocument(db: Db, files: FileStore, input: { ownerId: bigint; documentId: bigint }): Promise<void> {
  const row = await deleteDocumentRow(db, input.ownerId, input.documentId);
  if (!row) throw new AppError(ErrorCode.NotFound);
  await Promise.all([...new Set([row.originalKey, row.pdfKey])].map((key) => files.delete(key)));
}
