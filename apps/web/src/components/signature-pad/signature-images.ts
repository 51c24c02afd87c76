import { alphaBounds } from './alpha-bounds';
import { fitWithin, shrinkToFit, SIGNATURE_MAX_BYTES, typedCanvasSize } from './image-size';
import type { Size } from './image-size';
import { blobToDataUrl } from '../../lib/files/blob-to-data-url';

/** Handwriting faces for typed signatures: Latin first, then Chinese; loaded with the sign page. */
export const SIGNATURE_FONT_FAMILY = "'Dancing Script', 'Ma Shan Zheng', cursive";
const TYPED_FONT_PX = 120;
const INK = '#0f172a';

function canvasOf(size: Size): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), type, quality));
}

/**
 * Draws `source` at most 1600 px on the long side and encodes it as PNG (keeping
 * transparency), smaller and smaller until it fits the server's 1 MB.
 */
export async function encodeWithinLimit(source: CanvasImageSource, natural: Size): Promise<string> {
  let size = fitWithin(natural);
  for (let attempt = 0; attempt < 8; attempt++) {
    const canvas = canvasOf(size);
    canvas.getContext('2d')?.drawImage(source, 0, 0, size.width, size.height);
    const blob = await toBlob(canvas, 'image/png');
    if (blob.size <= SIGNATURE_MAX_BYTES) return blobToDataUrl(blob);
    size = shrinkToFit(size, blob.size);
  }
  throw new Error('image too large');
}

/** A drawn signature, cropped to the ink with a small margin. */
export async function drawnSignature(canvas: HTMLCanvasElement): Promise<string | null> {
  const context = canvas.getContext('2d');
  if (!context) return null;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const bounds = alphaBounds(pixels.data, canvas.width, canvas.height, Math.round(canvas.width * 0.01) + 4);
  if (!bounds) return null;
  const cropped = canvasOf(bounds);
  cropped.getContext('2d')?.drawImage(canvas, bounds.x, bounds.y, bounds.width, bounds.height, 0, 0, bounds.width, bounds.height);
  return encodeWithinLimit(cropped, bounds);
}

/** Makes sure the handwriting faces have the glyphs of `text` before drawing it on a canvas. */
export async function loadSignatureFonts(text: string): Promise<void> {
  if (!('fonts' in document)) return;
  await Promise.all([
    document.fonts.load(`${TYPED_FONT_PX}px 'Dancing Script'`, text),
    document.fonts.load(`${TYPED_FONT_PX}px 'Ma Shan Zheng'`, text),
  ]).catch(() => undefined);
}

/** A typed name in the handwriting faces, as a transparent PNG. */
export async function typedSignature(text: string): Promise<string | null> {
  const trimmed = text.trim();
  if (!trimmed) return null;
  await loadSignatureFonts(trimmed);
  const font = `${TYPED_FONT_PX}px ${SIGNATURE_FONT_FAMILY}`;
  const measure = canvasOf({ width: 1, height: 1 }).getContext('2d');
  if (!measure) return null;
  measure.font = font;
  const size = typedCanvasSize(measure.measureText(trimmed).width, TYPED_FONT_PX);
  const canvas = canvasOf(size);
  const context = canvas.getContext('2d');
  if (!context) return null;
  // Very long names are squeezed into the widest canvas rather than cut off.
  const padding = Math.round(TYPED_FONT_PX * 0.4);
  context.font = font;
  context.fillStyle = INK;
  context.textBaseline = 'middle';
  context.fillText(trimmed, padding, size.height / 2, size.width - padding * 2);
  return encodeWithinLimit(canvas, size);
}

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** An uploaded image, scaled down to fit the limits, as PNG. Throws when the browser cannot read it. */
export async function uploadedSignature(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    return await encodeWithinLimit(bitmap, { width: bitmap.width, height: bitmap.height });
  } finally {
    bitmap.close();
  }
}
