import type { PDFiumDocument } from '@hyzyla/pdfium';
import sharp from 'sharp';

/** One page drawn at one width, encoded as WebP. */
export interface PageImage {
  width: number;
  height: number;
  webp: Buffer;
}

/**
 * Text and lines are smaller (and sharper) as lossless WebP, photographs and scans as lossy. A
 * lossless encode at effort 0 (the fastest, 50 ms for a page at 800 px) tells them apart: above
 * this many bytes a pixel the page is mostly picture. Measured on a dense text page and on a page
 * with a photograph (docs/page-images.md): at 800 px the probe is 0.08 and 0.26 bytes a pixel, and
 * the final encodes 32 KB lossless (lossy: 140 KB) and 56 KB lossy (lossless: 96 KB).
 */
const PICTURE_BYTES_PER_PIXEL = 0.1;
const LOSSY_QUALITY = 80;

/** Lossless WebP for pages of text and lines, lossy for pages that are mostly picture. */
export async function encodeWebp(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  const raw = () => sharp(rgba, { raw: { width, height, channels: 4 } }).removeAlpha();
  const probe = await raw().webp({ lossless: true, effort: 0 }).toBuffer();
  if (probe.length > width * height * PICTURE_BYTES_PER_PIXEL) return raw().webp({ quality: LOSSY_QUALITY }).toBuffer();
  return raw().webp({ lossless: true, effort: 1 }).toBuffer();
}

/** A picture size in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * Draws page `page` (1-based) of an open PDFium document at each size, on white, and encodes each
 * as WebP. The caller gives the height (from the page size stored at upload, which the signing page
 * places fields by), so a picture's shape is always the one the page's fields were laid on.
 */
export async function renderPageImages(doc: PDFiumDocument, page: number, sizes: readonly PixelSize[]): Promise<PageImage[]> {
  const images: PageImage[] = [];
  for (const { width, height } of sizes) {
    // A page object draws once: render() closes the page it loaded.
    const bitmap = await doc.getPage(page - 1).render({ width, height, render: 'bitmap' });
    images.push({ width, height, webp: await encodeWebp(bitmap.data, width, height) });
  }
  return images;
}
