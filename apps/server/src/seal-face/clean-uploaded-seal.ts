import { SEAL_IMAGE_LIMITS } from '@signet/contracts';
import sharp from 'sharp';
import { SealImageError, isSealImageType } from './seal-image-error.js';
import { findInk } from './seal-ink.js';

export interface CleanedSeal {
  /** Seal-coloured ink on transparency, trimmed to the ink, at most SEAL_IMAGE_LIMITS.cleanedMaxSidePx a side. */
  png: Buffer;
  widthPx: number;
  heightPx: number;
  /** `#rrggbb`: the one colour every pixel of the seal now has. */
  colour: string;
}

/**
 * The ink is looked for at no more than twice the cleaned size: a seal filling half the scan still
 * comes out full size, and a 4000 px photo costs the event loop a third of its pixels' time.
 */
const ANALYSIS_MAX_SIDE_PX = 2 * SEAL_IMAGE_LIMITS.cleanedMaxSidePx;

/** Decoded as it will be looked at: turned by its EXIF orientation, any transparency laid on white paper. */
async function decodeRgb(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const limit = SEAL_IMAGE_LIMITS.maxSidePx ** 2;
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: limit })
      .rotate()
      .resize({ width: ANALYSIS_MAX_SIDE_PX, height: ANALYSIS_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new SealImageError('not_an_image');
  }
}

/** The image's size from its header, before anything is decoded. */
async function headerSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes).metadata().catch(() => null);
  if (!metadata?.width || !metadata.height) throw new SealImageError('not_an_image');
  return { width: metadata.width, height: metadata.height };
}

/**
 * An uploaded seal, made ready to draw like a generated one (issue 34): checked against
 * SEAL_IMAGE_LIMITS (size in bytes first, then the type by its bytes, then its sides), the paper
 * made transparent, the ink turned to one seal colour (`options.colour`, or the seal's own
 * dominant colour) with its opacity kept so edges stay smooth, trimmed to the ink and scaled down
 * to fit SEAL_IMAGE_LIMITS.cleanedMaxSidePx. Throws SealImageError.
 */
export async function cleanUploadedSeal(bytes: Buffer, options: { colour?: string } = {}): Promise<CleanedSeal> {
  if (options.colour !== undefined && !/^#[0-9a-f]{6}$/i.test(options.colour)) throw new TypeError(`A seal colour is #rrggbb, not ${options.colour}`);
  if (bytes.length > SEAL_IMAGE_LIMITS.maxBytes) throw new SealImageError('too_large');
  if (!isSealImageType(bytes)) throw new SealImageError('not_an_image');
  const size = await headerSize(bytes);
  if (Math.max(size.width, size.height) > SEAL_IMAGE_LIMITS.maxSidePx) throw new SealImageError('too_big_pixels');
  if (Math.min(size.width, size.height) < SEAL_IMAGE_LIMITS.minSidePx) throw new SealImageError('too_small');

  const { data, width, height } = await decodeRgb(bytes);
  const ink = findInk(data, width, height);
  if (!ink.box || Math.min(ink.box.width, ink.box.height) < SEAL_IMAGE_LIMITS.minSidePx) throw new SealImageError('too_small');
  const colour = (options.colour ?? ink.colour).toLowerCase();
  const max = SEAL_IMAGE_LIMITS.cleanedMaxSidePx;
  // Flat colour with the ink's opacity as alpha, so every pixel is the same seal colour.
  const flat = await sharp({ create: { width, height, channels: 3, background: colour } })
    .joinChannel(Buffer.from(ink.alpha.buffer, ink.alpha.byteOffset, ink.alpha.length), { raw: { width, height, channels: 1 } })
    .raw()
    .toBuffer();
  const { data: png, info } = await sharp(flat, { raw: { width, height, channels: 4 } })
    .extract(ink.box)
    .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png, widthPx: info.width, heightPx: info.height, colour };
}
