import { LIMITS } from '@signet/contracts';

/** The server keeps signature images at most this many pixels on the long side. */
export const SIGNATURE_MAX_SIDE_PX = 1600;
/** What an image may weigh when sent (the server's limit). */
export const SIGNATURE_MAX_BYTES = LIMITS.signatureImageBytes;

export interface Size {
  width: number;
  height: number;
}

/** The size that fits `maxSide` on the long side, keeping the shape; never enlarged, at least 1 px. */
export function fitWithin(size: Size, maxSide: number = SIGNATURE_MAX_SIDE_PX): Size {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height, 1));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/**
 * The next, smaller size to try when an encoded image of `bytes` is over `limit`:
 * bytes grow roughly with the area, so the sides shrink by the square root of the
 * excess, with a margin so one more try usually suffices.
 */
export function shrinkToFit(size: Size, bytes: number, limit: number = SIGNATURE_MAX_BYTES): Size {
  if (bytes <= limit) return size;
  const scale = Math.min(0.9, Math.sqrt(limit / bytes) * 0.9);
  return { width: Math.max(1, Math.floor(size.width * scale)), height: Math.max(1, Math.floor(size.height * scale)) };
}

/** The box a typed signature is drawn into: the text's width plus padding, at a fixed height. */
export function typedCanvasSize(textWidth: number, fontPx: number): Size {
  const padding = Math.round(fontPx * 0.4);
  return fitWithin({ width: Math.ceil(textWidth) + padding * 2, height: Math.ceil(fontPx * 1.6) });
}
