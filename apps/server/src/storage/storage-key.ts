import { InvalidStorageKeyError } from './file-store.js';

// Each segment starts with a letter or digit: this rules out '', '.', '..', hidden
// names and the local store's '.tmp' folder, and keys stay the same on S3 and disk.
const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';
const KEY_PATTERN = new RegExp(`^${SEGMENT}(/${SEGMENT})*$`);
const MAX_KEY_LENGTH = 512;

/** Throws InvalidStorageKeyError unless the key is a relative path of safe segments. */
export function assertValidKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) throw new InvalidStorageKeyError(key);
}

/**
 * The conventional key of a stored document: `documents/2026/11/<id>.pdf`. The
 * year and month keep folders small and make old files easy to archive.
 */
export function documentKey(id: bigint, extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `documents/${now.getUTCFullYear()}/${month}/${id}.${extension.replace(/^\./, '')}`;
}
