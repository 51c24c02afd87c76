import { describe, expect, it } from 'vitest';
import { fitWithin, shrinkToFit, SIGNATURE_MAX_BYTES, typedCanvasSize } from './image-size';

describe('image sizes', () => {
  it('fits the long side within the limit and never enlarges', () => {
    expect(fitWithin({ width: 4000, height: 1000 })).toEqual({ width: 1600, height: 400 });
    expect(fitWithin({ width: 900, height: 3000 }, 1600)).toEqual({ width: 480, height: 1600 });
    expect(fitWithin({ width: 300, height: 100 })).toEqual({ width: 300, height: 100 });
    expect(fitWithin({ width: 5000, height: 1 })).toEqual({ width: 1600, height: 1 });
  });

  it('shrinks an image over the byte limit by the square root of the excess, with a margin', () => {
    const size = { width: 1600, height: 1200 };
    expect(shrinkToFit(size, SIGNATURE_MAX_BYTES)).toBe(size);
    const next = shrinkToFit(size, SIGNATURE_MAX_BYTES * 4);
    expect(next).toEqual({ width: 720, height: 540 });
    // Even a small excess makes a real step down.
    expect(shrinkToFit(size, SIGNATURE_MAX_BYTES + 1).width).toBeLessThanOrEqual(1440);
  });

  it('pads a typed signature around its text', () => {
    expect(typedCanvasSize(300.2, 100)).toEqual({ width: 381, height: 160 });
    expect(typedCanvasSize(5000, 100).width).toBe(1600);
  });
});
