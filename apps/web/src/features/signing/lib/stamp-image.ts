import { alphaBounds } from '../../../components/signature-pad/alpha-bounds';
import { encodeWithinLimit } from '../../../components/signature-pad/signature-images';

/** Pixels at least this light on every channel count as the paper behind the stamp. */
const PAPER = 225;

/**
 * Makes the paper around a stamp transparent (issue 36): near-white pixels become clear, and
 * light ones fade in proportion, so the ink's soft edge stays smooth. Works in place on RGBA data.
 */
export function clearPaper(data: Uint8ClampedArray): void {
  for (let index = 0; index < data.length; index += 4) {
    const lightest = Math.min(data[index]!, data[index + 1]!, data[index + 2]!);
    if (lightest >= PAPER) data[index + 3] = 0;
    else if (lightest > PAPER - 40) data[index + 3] = Math.round((data[index + 3]! * (PAPER - lightest)) / 40);
  }
}

/** An uploaded stamp image with its paper removed, cropped to the ink, as a PNG data URL within the image limit. */
export async function stampImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    clearPaper(pixels.data);
    context.putImageData(pixels, 0, 0);
    const bounds = alphaBounds(pixels.data, canvas.width, canvas.height, 4) ?? { x: 0, y: 0, width: canvas.width, height: canvas.height };
    const cropped = document.createElement('canvas');
    cropped.width = bounds.width;
    cropped.height = bounds.height;
    cropped.getContext('2d')?.drawImage(canvas, bounds.x, bounds.y, bounds.width, bounds.height, 0, 0, bounds.width, bounds.height);
    return await encodeWithinLimit(cropped, bounds);
  } finally {
    bitmap.close();
  }
}
