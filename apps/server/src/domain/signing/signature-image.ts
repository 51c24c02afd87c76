import { createHash } from 'node:crypto';
import { AppError, ErrorCode, LIMITS } from '@signet/contracts';
import type { FileStore } from '../../storage/file-store.js';
import { detectImageType } from '../account/image-type.js';

/** Long side of a stored signature image: plenty for a stamp on a page, small for the file. */
const MAX_SIDE_PX = 1600;
/** sharp (libvips) is loaded with the first signature image, not at start-up. */
const loadSharp = async () => (await import('sharp')).default;

/** Decoding refuses images larger than this (a decompression bomb in 1 MB stays harmless). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface StoredSignatureImage {
  key: string;
  sha256: string;
}

/** A 403 naming the field whose image is wrong. */
export function imageProblem(path: string, detail: string): AppError {
  return new AppError(ErrorCode.ParameterError, {
    messageKey: 'signature_image_invalid',
    data: { issues: [{ in: 'body', path, message: 'signature_image_invalid' }] },
    detail,
  });
}

/**
 * Checks and normalises a signature image sent as base64 (or a data URL): PNG or
 * JPEG by its bytes (whatever the data URL says), 1 byte to 1 MB, readable by
 * sharp; EXIF orientation applied, metadata dropped, scaled to fit 1600 px, written
 * as PNG (transparency kept). Throws a 403 naming `path` otherwise.
 */
export async function normaliseSignatureImage(data: string, path: string): Promise<Buffer> {
  const base64 = data.startsWith('data:') ? data.slice(data.indexOf(',') + 1) : data;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > LIMITS.signatureImageBytes) throw imageProblem(path, `image of ${bytes.length} bytes`);
  const type = detectImageType(bytes);
  if (type !== 'png' && type !== 'jpg') throw imageProblem(path, 'not a PNG or JPEG');
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (error) {
    throw imageProblem(path, `unreadable image: ${String(error)}`);
  }
}

/**
 * Stores a normalised image under a key made of the recipient and its SHA-256, so
 * the same signature on many fields is stored once and a retried submit rewrites
 * the same file.
 */
export async function storeSignatureImage(
  files: FileStore,
  owner: { agreementId: bigint; recipientId: bigint },
  png: Buffer,
): Promise<StoredSignatureImage> {
  const sha256 = createHash('sha256').update(png).digest('hex');
  const key = `signatures/${owner.agreementId}/${owner.recipientId}/${sha256}.png`;
  const stored = await files.put(key, png, { contentType: 'image/png' });
  return { key, sha256: stored.sha256 };
}
