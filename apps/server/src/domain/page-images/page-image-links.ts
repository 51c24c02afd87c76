import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, ErrorCode, getPageImage, PAGE_IMAGE_WIDTHS, type PageImages } from '@signet/contracts';
import type { PageImageKey } from './page-image-secret.js';

export { PAGE_IMAGE_WIDTHS };

/** A link lives at least this long: a signer reads and signs within it, then fetches the view again. */
export const PAGE_IMAGE_LINK_LIFE_SECONDS = 2 * 60 * 60;
/**
 * Expiries are rounded up to a quarter of an hour, so views fetched within it give the same links
 * and the browser's cache still holds their pictures (a link lives 2 h to 2 h 15 min).
 */
const EXPIRY_STEP_SECONDS = 15 * 60;

/** The expiry, in seconds since 1970, of a link made at `now`. */
export function pageImageExpiry(now: Date): number {
  const earliest = Math.floor(now.getTime() / 1000) + PAGE_IMAGE_LINK_LIFE_SECONDS;
  return Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
}

const signatureOf = (key: PageImageKey, sha256: string, expiry: number) =>
  createHmac('sha256', key).update(`page-images:v1:${sha256}:${expiry}`).digest('base64url');

/**
 * The URL path of a document's page images, `{page}` and `{width}` left for the page to fill:
 * `/v1/page-images/<sha256>/{page}.webp?w={width}&e=<expiry>&s=<signature>`. The signature (an
 * HMAC-SHA256 under the server's key) covers the document and the expiry, so one link opens
 * every page at every offered width until then, and nothing else.
 */
export function pageImageTemplate(sha256: string, now: Date, key: PageImageKey): string {
  const expiry = pageImageExpiry(now);
  return `${getPageImage.path.replace('{sha256}', sha256)}?w={width}&e=${expiry}&s=${signatureOf(key, sha256, expiry)}`;
}

/** What the signer view says of a document's page images. */
export function presentPageImages(sha256: string, now: Date, key: PageImageKey): PageImages {
  return { template: pageImageTemplate(sha256, now, key), widths: [...PAGE_IMAGE_WIDTHS] };
}

/** Whether page images are made at this width (8462 otherwise, naming those that are). */
export function assertOfferedWidth(width: number): void {
  if (!(PAGE_IMAGE_WIDTHS as readonly number[]).includes(width)) {
    throw new AppError(ErrorCode.PageImageWidthNotOffered, { data: { widths: [...PAGE_IMAGE_WIDTHS] }, detail: `width ${width}` });
  }
}

/**
 * Checks a page image link, in this order: 8460 a signature that is not this server's for that
 * document and expiry, 8461 an expiry passed, 8462 a width not offered.
 */
export function checkPageImageLink(key: PageImageKey, link: { sha256: string; expiry: number; signature: string; width: number }, now: Date): void {
  const expected = Buffer.from(signatureOf(key, link.sha256, link.expiry));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError(ErrorCode.PageImageLinkInvalid);
  if (link.expiry * 1000 <= now.getTime()) throw new AppError(ErrorCode.PageImageLinkExpired);
  assertOfferedWidth(link.width);
}
