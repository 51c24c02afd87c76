import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError, AVATAR_MAX_BYTES, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/file-store.js';
import { AVATAR_TYPES, detectImageType } from './image-type.js';
import { getUserById, type UserRow } from './users-repository.js';

function refuse(message: string): AppError {
  return new AppError(ErrorCode.ParameterError, { data: { issues: [{ in: 'body', path: 'dataUrl', message }] } });
}

/**
 * Replaces the avatar with a data URL's image. The bytes must really be PNG, JPEG
 * or WebP (403 otherwise, whatever the data URL claims) and at most
 * AVATAR_MAX_BYTES. Each upload gets a new random file name, so the public file
 * can be cached forever; the previous file is deleted once the row points to the new one.
 */
export async function uploadAvatar(
  db: Db,
  files: FileStore,
  options: { userId: bigint; dataUrl: string; now?: Date },
): Promise<UserRow> {
  const base64 = options.dataUrl.slice(options.dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES) throw refuse(`must be 1 to ${AVATAR_MAX_BYTES} bytes`);
  const extension = detectImageType(bytes);
  if (!extension) throw refuse('not a PNG, JPEG or WebP image');

  const previous = await getUserById(db, options.userId);
  const key = `avatars/${options.userId}-${randomBytes(8).toString('hex')}.${extension}`;
  await files.put(key, bytes, { contentType: AVATAR_TYPES[extension] });
  let user: UserRow | undefined;
  try {
    [user] = await db
      .update(users)
      .set({ avatarKey: key, avatarUpdatedAt: options.now ?? new Date(), updatedAt: options.now ?? new Date() })
      .where(eq(users.id, options.userId))
      .returning();
  } catch (error) {
    await files.delete(key);
    throw error;
  }
  if (!user) throw new Error(`no user ${options.userId}`);
  // A failed clean-up leaves an unreferenced file, never a broken avatar.
  if (previous.avatarKey) await files.delete(previous.avatarKey).catch(() => undefined);
  return user;
}
