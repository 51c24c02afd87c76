import sharp from 'sharp';
import { svgDocument } from './face-to-svg.js';
import type { SealFace } from './seal-face.js';

/**
 * The face as a PNG at its real size and `dpi` (300: print quality), transparent around the ink.
 * The SVG is given in pixels and read at 72 dpi (one to one): with mm units, sharp applies its
 * density twice (librsvg's dpi, then its own scale), and the PNG came out 4.2 times too large.
 */
export async function faceToPng(face: SealFace, dpi = 300): Promise<Buffer> {
  const pixels = (lengthMm: number) => String(Math.round((lengthMm / 25.4) * dpi));
  return sharp(Buffer.from(svgDocument(face, pixels(face.widthMm), pixels(face.heightMm))), { density: 72 }).png().toBuffer();
}
