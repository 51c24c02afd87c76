import { AVATAR_MAX_BYTES } from '@signet/contracts';
import { dataUrlBytes, squareCrop } from './square-crop';

export const AVATAR_SIDE = 256;

export class AvatarError extends Error {
  constructor(readonly reason: 'unreadable' | 'tooLarge') {
    super(reason);
  }
}

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; close: () => void }> {
  try {
    // Honours EXIF orientation, so phone photos are not sideways.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  } catch {
    throw new AvatarError('unreadable');
  }
}

/**
 * Crops the picture's centre to a square and scales it to 256×256 on a canvas,
 * as WebP (JPEG where the browser cannot encode WebP), ready for uploadAvatar.
 */
export async function resizeAvatar(file: Blob): Promise<string> {
  const image = await decode(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIDE;
    canvas.height = AVATAR_SIDE;
    const context = canvas.getContext('2d');
    if (!context) throw new AvatarError('unreadable');
    // A transparent PNG would turn black as JPEG; white is the page colour behind avatars.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, AVATAR_SIDE, AVATAR_SIDE);
    context.imageSmoothingQuality = 'high';
    const { sx, sy, side } = squareCrop(image.width, image.height);
    context.drawImage(image.source, sx, sy, side, side, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
    let dataUrl = canvas.toDataURL('image/webp', 0.9);
    if (!dataUrl.startsWith('data:image/webp')) dataUrl = canvas.toDataURL('image/jpeg', 0.9);
    if (dataUrlBytes(dataUrl) > AVATAR_MAX_BYTES) throw new AvatarError('tooLarge');
    return dataUrl;
  } finally {
    image.close();
  }
}
