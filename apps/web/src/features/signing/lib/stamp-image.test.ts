import { describe, expect, it } from 'vitest';
import { clearPaper } from './stamp-image';

describe('a stamp’s paper', () => {
  it('turns white paper clear, keeps the red ink, and fades the light edge between', () => {
    const pixels = new Uint8ClampedArray([250, 250, 248, 255, 200, 20, 30, 255, 215, 205, 210, 255]);
    clearPaper(pixels);
    expect(pixels[3]).toBe(0);
    expect(pixels[7]).toBe(255);
    expect(pixels[11]).toBeGreaterThan(0);
    expect(pixels[11]).toBeLessThan(255);
    expect([...pixels.slice(4, 7)]).toEqual([200, 20, 30]);
  });
});
