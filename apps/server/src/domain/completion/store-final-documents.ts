import type { Db } from '../../db/client.js';
import { finalDocuments } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/file-store.js';
import { finalDocumentKey } from '../agreement-core/final-documents-repository.js';

export interface StoredFinalDocument {
  agreementDocumentId: bigint;
  fileKey: string;
  size: number;
  sha256: string;
}

/**
 * Stores each document's sealed file under the attempt's own key (outside any transaction,
 * like the merged one), all at once: each write waits on its own flush to disk, and the
 * files do not depend on each other. `sha256` is the digest taken while the file was signed;
 * the store's own, taken as the bytes were written, must equal it.
 */
export async function storeFinalDocuments(
  files: FileStore,
  input: { agreementId: bigint; attempt: string; documents: readonly { agreementDocumentId: bigint; pdf: Buffer; sha256: string }[] },
): Promise<StoredFinalDocument[]> {
  return Promise.all(
    input.documents.map(async ({ agreementDocumentId, pdf, sha256 }) => {
      const fileKey = finalDocumentKey(input.agreementId, input.attempt, agreementDocumentId);
      const put = await files.put(fileKey, pdf, { contentType: 'application/pdf' });
      if (put.sha256 !== sha256) throw new Error(`the stored file of document ${agreementDocumentId} differs from the sealed bytes`);
      return { agreementDocumentId, fileKey, size: put.size, sha256: put.sha256 };
    }),
  );
}

/**
 * Records the documents' files in the transaction that completes the agreement. One row
 * per document at most: a completion that somehow runs again adds nothing.
 */
export async function recordFinalDocuments(tx: Db, agreementId: bigint, stored: readonly StoredFinalDocument[]): Promise<void> {
  if (stored.length === 0) return;
  await tx
    .insert(finalDocuments)
    .values(stored.map((row) => ({ agreementId, ...row })))
    .onConflictDoNothing({ target: [finalDocuments.agreementId, finalDocuments.agreementDocumentId] });
}

/** Removes files nobody will record: a lost attempt's, or a crashed one's found by the next. */
export async function deleteFinalDocumentFiles(files: FileStore, stored: readonly { fileKey: string }[]): Promise<void> {
  for (const { fileKey } of stored) await files.delete(fileKey);
}
