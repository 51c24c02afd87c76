import { PAGE_IMAGE_WIDTHS } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { pageImageKey } from './ensure-page-image.js';
import { findPageSource } from './find-page-source.js';

/** Deletes run this many at a time: a 500-page document has up to 1,000 images in a bucket. */
const DELETES_AT_ONCE = 16;

/**
 * Deletes a PDF's page images once no document (drive or agreement copy) has that PDF any more;
 * call it after the commit that dropped the last one. Every page and width is tried: deleting an
 * image never drawn succeeds.
 */
export async function deleteUnreferencedPageImages(db: Db, files: FileStore, input: { sha256: string; pageCount: number }): Promise<void> {
  if (await findPageSource(db, input.sha256)) return;
  const keys = Array.from({ length: input.pageCount }, (_, index) => PAGE_IMAGE_WIDTHS.map((width) => pageImageKey(input.sha256, index + 1, width))).flat();
  for (let start = 0; start < keys.length; start += DELETES_AT_ONCE) {
    await Promise.all(keys.slice(start, start + DELETES_AT_ONCE).map((key) => files.delete(key)));
  }
}
