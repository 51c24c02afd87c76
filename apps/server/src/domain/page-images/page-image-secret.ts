import { randomBytes } from 'node:crypto';
import { FileNotFoundError, type FileStore } from '../../storage/file-store.js';
import { readAll } from '../../storage/read-stream.js';

/** The server's key for page image links (an HMAC-SHA256 key). */
export type PageImageKey = Buffer & { readonly __pageImageKey: true };

/** Where a generated key is kept: in the file store, which every process of a deployment shares. */
export const PAGE_IMAGE_KEY_FILE = 'secrets/page-image-links.key';

/**
 * The key that signs page image links: PAGE_IMAGE_SECRET when set, else one generated on first
 * start and kept in the file store (the local store lives in the data folder, so a data folder has
 * its own; replicas sharing a bucket share it). Two processes starting on an empty store at once
 * may each write one; the key read back after writing is the one used, and a link signed with the
 * other is refused with 8460 until the view is fetched again. Set PAGE_IMAGE_SECRET to avoid it.
 */
export async function loadPageImageKey(configured: string | null, files: FileStore): Promise<PageImageKey> {
  if (configured) return Buffer.from(configured, 'utf8') as PageImageKey;
  const stored = await readKey(files);
  if (stored) return stored;
  await files.put(PAGE_IMAGE_KEY_FILE, Buffer.from(randomBytes(32).toString('hex')), { contentType: 'text/plain' });
  const written = await readKey(files);
  if (!written) throw new Error(`The page image key '${PAGE_IMAGE_KEY_FILE}' could not be read back`);
  return written;
}

async function readKey(files: FileStore): Promise<PageImageKey | null> {
  try {
    const text = (await readAll(await files.get(PAGE_IMAGE_KEY_FILE))).toString('utf8').trim();
    return text ? (Buffer.from(text, 'utf8') as PageImageKey) : null;
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
}
