import { describe, expect, it } from 'vitest';
import type { FractionRect } from './geometry';
import { centredRect, clampRect, fractionToPx, minFraction, moveRect, nudgeRect, pxToFraction, resizeRect } from './geometry';

const close = (actual: FractionRect, expected: Partial<FractionRect>) => {
  for (const key of Object.keys(expected) as (keyof FractionRect)[]) expect(actual[key]).toBeCloseTo(expected[key] ?? NaN, 9);
};

describe('clampRect', () => {
  it('keeps a box that fits', () => {
    expect(clampRect({ x: 0.1, y: 0.2, width: 0.3, height: 0.1 })).toEqual({ x: 0.1, y: 0.2, width: 0.3, height: 0.1 });
  });
  it('moves a box back inside from every side', () => {
    close(clampRect({ x: -0.2, y: 0.95, width: 0.3, height: 0.1 }), { x: 0, y: 0.9, width: 0.3, height: 0.1 });
    close(clampRect({ x: 0.9, y: -1, width: 0.3, height: 0.1 }), { x: 0.7, y: 0, width: 0.3, height: 0.1 });
  });
  it('shrinks a box larger than the parent and grows one below the minimum', () => {
    expect(clampRect({ x: 0.5, y: 0.5, width: 2, height: 3 })).toEqual({ x: 0, y: 0, width: 1, height: 1 });
    expect(clampRect({ x: 0.5, y: 0.5, width: 0.01, height: 0.01 }, { width: 0.1, height: 0.05 })).toEqual({ x: 0.5, y: 0.5, width: 0.1, height: 0.05 });
  });
});

describe('moveRect', () => {
  it('moves by the delta and stops at the edges without resizing', () => {
    close(moveRect({ x: 0.1, y: 0.1, width: 0.2, height: 0.2 }, 0.1, 0.05), { x: 0.2, y: 0.15, width: 0.2, height: 0.2 });
    close(moveRect({ x: 0.1, y: 0.1, width: 0.2, height: 0.2 }, 5, -5), { x: 0.8, y: 0, width: 0.2, height: 0.2 });
  });
});

describe('resizeRect', () => {
  const rect = { x: 0.2, y: 0.2, width: 0.4, height: 0.4 };
  const min = { width: 0.1, height: 0.1 };
  it('bottom-right grows right and down, the top-left corner stays', () => {
    close(resizeRect(rect, 'bottom-right', 0.1, 0.2, min), { x: 0.2, y: 0.2, width: 0.5, height: 0.6 });
  });
  it('top-left moves its corner, the bottom-right corner stays', () => {
    close(resizeRect(rect, 'top-left', 0.1, -0.1, min), { x: 0.3, y: 0.1, width: 0.3, height: 0.5 });
  });
  it('top-right and bottom-left move their own edges', () => {
    close(resizeRect(rect, 'top-right', 0.1, 0.1, min), { x: 0.2, y: 0.3, width: 0.5, height: 0.3 });
    close(resizeRect(rect, 'bottom-left', -0.1, -0.1, min), { x: 0.1, y: 0.2, width: 0.5, height: 0.3 });
  });
  it('stops at the parent edges', () => {
    close(resizeRect(rect, 'bottom-right', 5, 5, min), { x: 0.2, y: 0.2, width: 0.8, height: 0.8 });
    close(resizeRect(rect, 'top-left', -5, -5, min), { x: 0, y: 0, width: 0.6, height: 0.6 });
  });
  it('stops at the minimum size, never flipping over', () => {
    close(resizeRect(rect, 'bottom-right', -1, -1, min), { x: 0.2, y: 0.2, width: 0.1, height: 0.1 });
    close(resizeRect(rect, 'top-left', 1, 1, min), { x: 0.5, y: 0.5, width: 0.1, height: 0.1 });
  });
});

describe('nudgeRect', () => {
  const parent = { width: 200, height: 400 };
  const rect = { x: 0.5, y: 0.5, width: 0.1, height: 0.1 };
  it('moves by pixels of the parent', () => {
    close(nudgeRect(rect, 'ArrowRight', 2, parent), { x: 0.51, y: 0.5 });
    close(nudgeRect(rect, 'ArrowUp', 20, parent), { x: 0.5, y: 0.45 });
  });
  it('stops at the edge', () => {
    close(nudgeRect({ ...rect, x: 0 }, 'ArrowLeft', 20, parent), { x: 0 });
  });
  it('resizes from the bottom-right corner when asked', () => {
    close(nudgeRect(rect, 'ArrowDown', 40, parent, { resize: true }), { x: 0.5, y: 0.5, width: 0.1, height: 0.2 });
    close(nudgeRect(rect, 'ArrowLeft', 100, parent, { resize: true, min: { width: 0.05, height: 0.05 } }), { width: 0.05 });
  });
});

describe('conversions', () => {
  it('converts pixels and fractions both ways', () => {
    expect(pxToFraction({ x: 50, y: 100 }, { width: 200, height: 400 })).toEqual({ x: 0.25, y: 0.25 });
    expect(pxToFraction({ x: 50, y: 100 }, { width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
    expect(fractionToPx({ x: 0.25, y: 0.5, width: 0.1, height: 0.2 }, { width: 200, height: 400 })).toEqual({ x: 50, y: 200, width: 20, height: 80 });
    expect(minFraction({ width: 20, height: 800 }, { width: 200, height: 400 })).toEqual({ width: 0.1, height: 1 });
  });
  it('centres a box on a point, inside the parent', () => {
    close(centredRect({ x: 0.5, y: 0.5 }, { width: 0.2, height: 0.1 }), { x: 0.4, y: 0.45, width: 0.2, height: 0.1 });
    close(centredRect({ x: 0.99, y: 0.01 }, { width: 0.2, height: 0.1 }), { x: 0.8, y: 0 });
  });
});
