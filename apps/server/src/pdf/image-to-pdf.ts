import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { PageSize } from '../db/schema/documents.js';

/** A longer side than this (a phone photo is 4000 px or more) is scaled down: the PDF stays small and still prints sharp at A4. */
export const MAX_IMAGE_SIDE_PX = 2400;
/** Pixels become points as a browser shows them (96 per inch)... */
const POINTS_PER_PIXEL = 0.75;
/** ...but no page side is longer than A4's, so a signature field keeps a sensible size. */
const MAX_PAGE_SIDE_PT = 841.89;

export interface ConvertedPdf {
  pdf: Uint8Array;
  pageSizes: PageSize[];
}

/** The page size for an image: its size at 96 dpi, shrunk to fit A4's long side, aspect ratio kept. */
export function pageSizeForImage(widthPx: number, heightPx: number): PageSize {
  const scale = Math.min(POINTS_PER_PIXEL, MAX_PAGE_SIDE_PT / Math.max(widthPx, heightPx));
  return { width: Math.round(widthPx * scale * 100) / 100, height: Math.round(heightPx * scale * 100) / 100 };
}

/**
 * Turns a PNG, JPEG or WebP file into a one-page PDF fitted to the image. A JPEG
 * that needs no change is embedded as it is (no loss); anything else is rotated
 * upright by its EXIF orientation, scaled to MAX_IMAGE_SIDE_PX, and written as PNG
 * when it has transparency or was a PNG left at its size, else as JPEG quality 85.
 */
export async function imageToPdf(filePath: string): Promise<ConvertedPdf> {
  const meta = await sharp(filePath).metadata();
  const width = meta.autoOrient.width;
  const height = meta.autoOrient.height;
  const upright = !meta.orientation || meta.orientation === 1;
  const needsResize = Math.max(width, height) > MAX_IMAGE_SIDE_PX;

  const doc = await PDFDocument.create();
  let image;
  if (meta.format === 'jpeg' && upright && !needsResize) {
    image = await doc.embedJpg(await readFile(filePath));
  } else {
    const pipeline = sharp(filePath)
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE_PX, height: MAX_IMAGE_SIDE_PX, fit: 'inside', withoutEnlargement: true });
    const lossless = meta.hasAlpha || (meta.format === 'png' && !needsResize);
    image = lossless
      ? await doc.embedPng(await pipeline.png({ compressionLevel: 9 }).toBuffer())
      : await doc.embedJpg(await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer());
  }
  const size = pageSizeForImage(image.width, image.height);
  const page = doc.addPage([size.width, size.height]);
  page.drawImage(image, { x: 0, y: 0, width: size.width, height: size.height });
  return { pdf: await doc.save(), pageSizes: [size] };
}
