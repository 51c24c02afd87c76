/** The centred square of a picture, in source pixels, that fills a square avatar. */
export function squareCrop(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: Math.round((width - side) / 2), sy: Math.round((height - side) / 2), side };
}

/** Image types the server accepts for an avatar (the data URL pattern of uploadAvatar). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export function isAvatarType(type: string): boolean {
  return (AVATAR_TYPES as readonly string[]).includes(type);
}

/** Bytes a base64 data URL decodes to, to check the contract's cap before sending. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length * 3) / 4 - padding;
}
