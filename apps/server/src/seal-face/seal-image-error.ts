/** Why an uploaded seal image was refused (SEAL_IMAGE_LIMITS holds the numbers). */
export type SealImageProblem =
  /** Not PNG, JPEG or WebP by its first bytes, or those bytes do not decode. */
  | 'not_an_image'
  /** More than SEAL_IMAGE_LIMITS.maxBytes. */
  | 'too_large'
  /** A side under SEAL_IMAGE_LIMITS.minSidePx, or nothing that size left once the background is gone. */
  | 'too_small'
  /** A side over SEAL_IMAGE_LIMITS.maxSidePx (refused before decoding). */
  | 'too_big_pixels';

/** Thrown by cleanUploadedSeal; a route maps `problem` to the refused field's message. */
export class SealImageError extends Error {
  constructor(readonly problem: SealImageProblem) {
    super(`Seal image refused: ${problem}`);
    this.name = 'SealImageError';
  }
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** PNG, JPEG or WebP by the file's first bytes, never by its name or declared type. */
export function isSealImageType(bytes: Buffer): boolean {
  const startsWith = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  const webp = bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
  return startsWith(PNG) || startsWith(JPEG) || webp;
}
