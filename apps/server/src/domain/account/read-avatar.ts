import type { Readable } from 'node:stream';
import type { FileStore } from '../../storage/file-store.js';
import { FileNotFoundError } from '../../storage/file-store.js';
import { AVATAR_TYPES, type AvatarExtension } from './image-type.js';

// Exactly the names uploadAvatar makes: `<uid>-<16 hex>.<ext>`; nothing else can be asked for.
const AVATAR_FILE = /^(\d{1,20})-([0-9a-f]{16})\.(png|jpg|webp)$/;

/**
 * Opens a stored avatar by its public file name, with its content type, or null
 * when the name is not an avatar name or no such file exists. Avatars are public:
 * their random names are the only thing that keeps them unguessable.
 */
export async function readAvatar(files: FileStore, file: string): Promise<{ body: Readable; contentType: string } | null> {
  const match = AVATAR_FILE.exec(file);
  if (!match) return null;
  try {
    const body = await files.get(`avatars/${file}`);
    return { body, contentType: AVATAR_TYPES[match[3] as AvatarExtension] };
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
}
