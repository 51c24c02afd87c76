import { describe, expect, it } from 'vitest';
import { alphaBounds } from './alpha-bounds';

function image(width: number, height: number, opaque: [number, number][]) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (const [x, y] of opaque) data[(y * width + x) * 4 + 3] = 255;
  return data;
}

describe('alpha bounds', () => {
  it('finds the drawn box, padded inside the image', () => {
    expect(alphaBounds(image(10, 8, [[2, 3], [6, 4]]), 10, 8)).toEqual({ x: 2, y: 3, width: 5, height: 2 });
    expect(alphaBounds(image(10, 8, [[1, 1], [8, 6]]), 10, 8, 3)).toEqual({ x: 0, y: 0, width: 10, height: 8 });
  });

  it('answers null for an empty drawing', () => {
    expect(alphaBounds(image(4, 4, []), 4, 4)).toBeNull();
  });
});
