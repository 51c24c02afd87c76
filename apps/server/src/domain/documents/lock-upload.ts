import { createReadStream } from 'node:fs';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { nextId } from '../../db/ids.js';
import type { FileStore } from '../../storage/file-store.js';
import { insertLockedUpload, LOCKED_UPLOAD_TTL_MS } from './locked-uploads-repository.js';
import type { Workspace } from '../company/workspace.js';

/** The storage key of a password-protected upload awaiting its password. */
export const lockedUploadKey = (id: bigint) => `locked-uploads/${id}.pdf`;

/** The 7800 answer: the UI asks for the password and calls unlockUpload with `uploadId`. */
export function passwordError(uploadId: bigint, fileName: string, wrong: boolean): AppError {
  return new AppError(ErrorCode.FileHasPassword, {
    messageKey: wrong ? 'file_password_wrong' : 'file_password',
    data: { uploadId, fileName },
  });
}

/**
 * Keeps a password-protected PDF (still encrypted) for LOCKED_UPLOAD_TTL_MS and
 * returns the 7800 error to throw, so the user can unlock it without uploading again.
 */
export async function lockUpload(
  db: Db,
  files: FileStore,
  input: { owner: Workspace; filePath: string; fileName: string; now?: Date },
): Promise<AppError> {
  const id = await nextId(db);
  const now = input.now ?? new Date();
  const stored = await files.put(lockedUploadKey(id), createReadStream(input.filePath), { contentType: 'application/pdf' });
  try {
    await insertLockedUpload(db, {
      id,
      // A locked upload waits for its password in the person's hands only; the document it becomes takes the workspace.
      ownerId: input.owner.userId,
      fileName: input.fileName,
      storageKey: stored.key,
      size: stored.size,
      sha256: stored.sha256,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LOCKED_UPLOAD_TTL_MS),
    });
  } catch (error) {
    await files.delete(stored.key);
    throw error;
  }
  return passwordError(id, input.fileName, false);
}
