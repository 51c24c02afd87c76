/** sharp (libvips) is loaded with the first stamp, not at start-up. */
const loadSharp = async () => (await import('sharp')).default;

/** How far (0..255, per channel) a pixel may be from the background colour and still be background. */
const TOLERANCE = 40;
/** Paper is near white: anything this light is background whatever the border shows. */
const NEAR_WHITE = 225;

/**
 * A stamp photographed or scanned on paper, with its background made transparent (issue 36): the
 * background is the border's most common colour (near-uniform paper), and every pixel close to it,
 * or near white, becomes transparent; the ink keeps its colour. Simple and deterministic: the same
 * upload gives the same PNG. Takes and gives a PNG already checked by normaliseSignatureImage.
 */
export async function removeStampBackground(png: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const background = borderColour(data, width, height);
  for (let offset = 0; offset < data.length; offset += 4) {
    const [r, g, b] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    const nearBackground = Math.abs(r - background[0]) <= TOLERANCE && Math.abs(g - background[1]) <= TOLERANCE && Math.abs(b - background[2]) <= TOLERANCE;
    const nearWhite = r >= NEAR_WHITE && g >= NEAR_WHITE && b >= NEAR_WHITE;
    if (nearBackground || nearWhite) data[offset + 3] = 0;
  }
  return sharp(data, { raw: { width, height, channels: 4 } }).png({ compressionLevel: 9 }).toBuffer();
}

/** The commonest colour (in steps of 16 per channel, averaged within the step) of the image's opaque outer pixels. */
function borderColour(data: Buffer, width: number, height: number): [number, number, number] {
  const buckets = new Map<number, { count: number; r: number; g: number; b: number }>();
  const visit = (x: number, y: number) => {
    const offset = (y * width + x) * 4;
    if (data[offset + 3]! < 128) return;
    const [r, g, b] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    const bucket = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const entry = buckets.get(bucket) ?? { count: 0, r: 0, g: 0, b: 0 };
    buckets.set(bucket, { count: entry.count + 1, r: entry.r + r, g: entry.g + g, b: entry.b + b });
  };
  for (let x = 0; x < width; x += 1) {
    visit(x, 0);
    visit(x, height - 1);
  }
  for (let y = 0; y < height; y += 1) {
    visit(0, y);
    visit(width - 1, y);
  }
  let best: { count: number; r: number; g: number; b: number } | null = null;
  for (const entry of buckets.values()) if (!best || entry.count > best.count) best = entry;
  // A border already transparent: only near white goes.
  if (!best) return [255, 255, 255];
  return [Math.round(best.r / best.count), Math.round(best.g / best.count), Math.round(best.b / best.count)];
}
