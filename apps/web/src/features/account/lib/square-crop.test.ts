import { describe, expect, it } from 'vitest';
import { dataUrlBytes, isAvatarType, squareCrop } from './square-crop';

describe('squareCrop', () => {
  it('takes the centre of a landscape picture', () => {
    expect(squareCrop(1200, 800)).toEqual({ sx: 200, sy: 0, side: 800 });
  });
  it('takes the centre of a portrait picture', () => {
    expect(squareCrop(600, 1000)).toEqual({ sx: 0, sy: 200, side: 600 });
  });
  it('keeps a square as it is', () => {
    expect(squareCrop(256, 256)).toEqual({ sx: 0, sy: 0, side: 256 });
  });
});

describe('avatar data', () => {
  it('accepts PNG, JPEG and WebP only', () => {
    expect(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'].map(isAvatarType)).toEqual([true, true, true, false, false]);
  });
  it('counts decoded bytes of a data URL', () => {
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,AAA=')).toBe(2);
    expect(dataUrlBytes('data:image/png;base64,AA==')).toBe(1);
  });
});
