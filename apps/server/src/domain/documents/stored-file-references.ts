import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreementDocuments, documents } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/file-store.js';

/**
 * The storage keys among `keys` that a drive document or an agreement's copy still
 * names. Agreements share the drive's stored files (keys are never rewritten), so a
 * file may be deleted only when neither does.
 */
export async function referencedStorageKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Set();
  const [driveRows, agreementRows] = await Promise.all([
    db
      .select({ originalKey: documents.originalKey, pdfKey: documents.pdfKey })
      .from(documents)
      .where(or(inArray(documents.originalKey, unique), inArray(documents.pdfKey, unique))),
    db
      .select({ originalKey: agreementDocuments.originalKey, pdfKey: agreementDocuments.pdfKey })
      .from(agreementDocuments)
      .where(or(inArray(agreementDocuments.originalKey, unique), inArray(agreementDocuments.pdfKey, unique))),
  ]);
  return new Set([...driveRows, ...agreementRows].flatMap((row) => [row.originalKey, row.pdfKey]));
}

/** Deletes those of `keys` that nothing names any more; call it after the commit that dropped the last reference. */
export async function deleteUnreferencedFiles(db: Db, files: FileStore, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const referenced = await referencedStorageKeys(db, keys);
  await Promise.all([...new Set(keys)].filter((key) => !referenced.has(key)).map((key) => files.delete(key)));
}
