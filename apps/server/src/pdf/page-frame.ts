import type { PDFPage } from 'pdf-lib';
import { normaliseRotation, type PageFrame } from './page-geometry.js';

interface Corners {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** pdf-lib reads a box as its first corner plus a size, negative when a file lists the corners the other way round. */
function cornersOf(box: { x: number; y: number; width: number; height: number }): Corners {
  return {
    x0: Math.min(box.x, box.x + box.width),
    y0: Math.min(box.y, box.y + box.height),
    x1: Math.max(box.x, box.x + box.width),
    y1: Math.max(box.y, box.y + box.height),
  };
}

/**
 * The page's visible box and rotation as page-geometry wants them. What a reader sees is the
 * CropBox clipped to the MediaBox (ISO 32000-1, 14.11.2), which is how pdf.js and poppler show
 * it; a CropBox that misses the MediaBox altogether is ignored, as pdf.js does.
 */
export function frameOf(page: PDFPage): PageFrame {
  const media = cornersOf(page.getMediaBox());
  const crop = cornersOf(page.getCropBox());
  const visible = { x0: Math.max(media.x0, crop.x0), y0: Math.max(media.y0, crop.y0), x1: Math.min(media.x1, crop.x1), y1: Math.min(media.y1, crop.y1) };
  const box = visible.x1 > visible.x0 && visible.y1 > visible.y0 ? visible : media;
  return { ...box, rotate: normaliseRotation(page.getRotation().angle) };
}
