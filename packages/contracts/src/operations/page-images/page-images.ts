import { z } from 'zod';
import { defineOperation, fileResponse } from '../../operation.js';

/**
 * The widths page images are made at, in pixels: 800 for phones (390 CSS px at a device pixel
 * ratio of 2, with room to spare) and 1600 for desktops. The height follows the page's shape.
 */
export const PAGE_IMAGE_WIDTHS = [800, 1600] as const;
export type PageImageWidth = (typeof PAGE_IMAGE_WIDTHS)[number];

/** What a signer view says of a document's page images (ZSignerView `documents[].pageImages`). */
export const ZPageImages = z.object({
  /**
   * A URL path with the literal placeholders `{page}` (1-based) and `{width}` (one of `widths`):
   * `/v1/page-images/<pdfSha256>/{page}.webp?w={width}&e=<expiry>&s=<signature>`. It is a
   * capability: whoever holds it sees the document's pages until the expiry (about two hours),
   * without a token, so an `<img>` can load it. Fetch the view again for a fresh one.
   */
  template: z.string(),
  widths: z.array(z.number().int()),
});
export type PageImages = z.infer<typeof ZPageImages>;

export const ZPageImageParams = z.object({
  /** The document's PDF SHA-256, lower-case hex. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  page: z.coerce.number().int().min(1).max(100_000),
});

export const ZPageImageQuery = z.object({
  /** The width in pixels: one of PAGE_IMAGE_WIDTHS (8462 otherwise). */
  w: z.coerce.number().int(),
  /** The link's expiry, in seconds since 1970. */
  e: z.coerce.number().int().min(0),
  /** The link's signature (base64url). */
  s: z.string().max(100),
});

/**
 * One page of a document as a WebP image, for the signing page to show at once instead of
 * drawing the PDF in the browser. No token: the link itself is the credential (a signer view's
 * `documents[].pageImages.template`). Refused: 8460 a wrong signature, 8461 an expired link,
 * 8462 a width not offered, 404 no such document, 8463 a page past its end, 8464 too many pages
 * being drawn at once (try again shortly). The first request for a page draws it; later ones are
 * read from the store. Answered with `Cache-Control: private` until the link's expiry.
 */
export const getPageImage = defineOperation({
  id: 'getPageImage',
  service: 'sign',
  method: 'GET',
  path: '/v1/page-images/{sha256}/{page}.webp',
  summary: 'One page of a document as a WebP image, through a signed link from the signer view (no token)',
  auth: 'none',
  silentErrors: true,
  params: ZPageImageParams,
  query: ZPageImageQuery,
  response: fileResponse('image/webp'),
});
