import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { takeExpiredLockedUploads } from './locked-uploads-repository.js';

/**
 * Deletes password-protected uploads nobody unlocked in time, rows and files.
 * Run lazily by each upload (a few rows at a time), so no job is needed; a file
 * whose delete fails is only an orphan, never a dangling row.
 */
export async function cleanExpiredUploads(db: Db, files: FileStore, now = new Date()): Promise<number> {
  const expired = await takeExpiredLockedUploads(db, now);
  await Promise.all(expired.map((row) => files.delete(row.storageKey).catch(() => undefined)));
  return expired.length;
}
