import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SEAL_IMAGE_LIMITS } from '@signet/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanUploadedSeal } from './clean-uploaded-seal.js';
import { SealImageError } from './seal-image-error.js';

const [WIDTH, HEIGHT, RADIUS, RING] = [600, 500, 180, 14];

/**
 * A scanned seal as phones and scanners send it: a red ring (RADIUS, RING px thick) on
 * off-white paper with grain, a line of black print inside it, saved as a JPEG.
 */
async function scannedSeal(): Promise<Buffer> {
  const rgb = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 34;
  const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 24;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      // How much of the pixel the ring covers: its edges are soft over two pixels, as ink on paper is.
      const ring = Math.max(0, Math.min(1, (RING / 2 + 1 - Math.abs(Math.hypot(x - WIDTH / 2, y - HEIGHT / 2) - RADIUS)) / 2));
      const print = y >= 240 && y < 246 && x > 160 && x < 440;
      const paper = print ? [25, 25, 25] : [245, 240, 228];
      const colour = [200, 30, 40].map((ink, c) => ink * ring + (paper[c] ?? 0) * (1 - ring));
      rgb.set(colour.map((value) => Math.max(0, Math.min(255, value + noise()))), (y * WIDTH + x) * 3);
    }
  }
  return sharp(rgb, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

const blankPng = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png().toBuffer();
const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof SealImageError ? error.problem : error));

describe('cleanUploadedSeal', () => {
  it('turns a scanned red seal into seal red on transparency, trimmed to the ring, edges smooth', async () => {
    const cleaned = await cleanUploadedSeal(await scannedSeal());
    // Trimmed to the ring's outer edge (JPEG blur may add a pixel or two).
    expect(Math.abs(cleaned.widthPx - (2 * RADIUS + RING))).toBeLessThanOrEqual(4);
    expect(Math.abs(cleaned.heightPx - (2 * RADIUS + RING))).toBeLessThanOrEqual(4);
    // The seal's red, not the black print across it.
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(cleaned.colour.slice(at, at + 2), 16));
    expect(r).toBeGreaterThan(170);
    expect(Math.max(g ?? 255, b ?? 255)).toBeLessThan(80);

    const { data, info } = await sharp(cleaned.png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([cleaned.widthPx, cleaned.heightPx]);
    const rgba = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    const [w, h] = [info.width, info.height];
    for (const corner of [rgba(0, 0), rgba(w - 1, 0), rgba(0, h - 1), rgba(w - 1, h - 1)]) expect(corner[3]).toBe(0);
    // The paper inside the ring is gone too; the ring is opaque, in the one seal colour.
    expect(rgba(Math.round(w / 2), Math.round(h / 4))[3]).toBe(0);
    for (const [x, y] of [[Math.round(w / 2), Math.round(RING / 2)], [Math.round(RING / 2), Math.round(h / 2)], [Math.round(w / 2), h - 1 - Math.round(RING / 2)]] as const) {
      expect(rgba(x, y)).toEqual([r, g, b, 255]);
    }
    // Partly opaque pixels at the ring's edge keep it smooth.
    const alphas = new Set(Array.from({ length: w * h }, (_, p) => data[p * 4 + 3]));
    expect([...alphas].filter((alpha) => alpha !== 0 && alpha !== 255).length).toBeGreaterThan(20);

    const folder = fileURLToPath(new URL('../../../../screenshots/seal-face/', import.meta.url));
    await mkdir(folder, { recursive: true });
    await writeFile(`${folder}cleaned-upload.png`, await sharp(cleaned.png).flatten({ background: '#ffffff' }).png().toBuffer());
  });

  it('gives the ink the colour asked for', async () => {
    const cleaned = await cleanUploadedSeal(await scannedSeal(), { colour: '#1A4DB3' });
    expect(cleaned.colour).toBe('#1a4db3');
    const { data } = await sharp(cleaned.png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(((RING >> 1) * cleaned.widthPx + (cleaned.widthPx >> 1)) * 4)].slice(0, 4)).toEqual([0x1a, 0x4d, 0xb3, 255]);
  });

  it('scales a large seal down to SEAL_IMAGE_LIMITS.cleanedMaxSidePx', async () => {
    const big = await sharp(await scannedSeal()).resize({ width: 3000 }).jpeg().toBuffer();
    const cleaned = await cleanUploadedSeal(big);
    expect(Math.max(cleaned.widthPx, cleaned.heightPx)).toBe(SEAL_IMAGE_LIMITS.cleanedMaxSidePx);
  });

  it('refuses what is not a seal image, saying why', async () => {
    expect(await refusal(cleanUploadedSeal(Buffer.from('This is a text file, named seal.png.\n')))).toBe('not_an_image');
    expect(await refusal(cleanUploadedSeal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')))).toBe('not_an_image');
    // A PNG signature with nothing readable after it.
    expect(await refusal(cleanUploadedSeal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])))).toBe('not_an_image');
    expect(await refusal(cleanUploadedSeal(Buffer.alloc(SEAL_IMAGE_LIMITS.maxBytes + 1)))).toBe('too_large');
    expect(await refusal(cleanUploadedSeal(await blankPng(63, 200)))).toBe('too_small');
    expect(await refusal(cleanUploadedSeal(await blankPng(SEAL_IMAGE_LIMITS.maxSidePx + 1, 64)))).toBe('too_big_pixels');
    // Blank paper: nothing is left once the background is gone.
    expect(await refusal(cleanUploadedSeal(await blankPng(300, 300)))).toBe('too_small');
  });
});
