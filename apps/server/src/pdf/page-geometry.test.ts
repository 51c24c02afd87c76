import { describe, expect, it } from 'vitest';
import { displayedSize, normaliseRotation, offsetInBox, placeBox, type PageFrame } from './page-geometry.js';

const frame = (rotate: number, origin = { x: 0, y: 0 }): PageFrame => ({ x0: origin.x, y0: origin.y, x1: origin.x + 600, y1: origin.y + 800, rotate });
const box = { x: 0.1, y: 0.2, width: 0.3, height: 0.05 };
const round = (p: { x: number; y: number }) => ({ x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000 });

describe('placeBox', () => {
  it('flips the y axis on an upright page', () => {
    expect(placeBox(frame(0), box)).toMatchObject({ x: 60, y: 800 - 0.25 * 800, width: 180, height: 40, rotate: 0 });
  });

  it('honours a CropBox that does not start at 0,0', () => {
    expect(placeBox(frame(0, { x: 50, y: 100 }), box)).toMatchObject({ x: 110, y: 100 + 600 });
  });

  it.each([90, 180, 270])('keeps the displayed box on the displayed spot at /Rotate %i', (rotate) => {
    const f = frame(rotate);
    const shown = displayedSize(f);
    const placed = placeBox(f, box);
    expect(placed.width).toBeCloseTo(0.3 * shown.width);
    // The four displayed corners of the box, mapped to user space, lie where the viewer's turn puts them.
    const corners = [offsetInBox(placed, 0, 0), offsetInBox(placed, placed.width, 0), offsetInBox(placed, 0, placed.height), offsetInBox(placed, placed.width, placed.height)];
    const view = (p: { x: number; y: number }) => {
      // Turn user space clockwise by /Rotate into display space (origin top left).
      if (rotate === 90) return { dx: p.y, dy: p.x };
      if (rotate === 180) return { dx: 600 - p.x, dy: p.y };
      return { dx: 800 - p.y, dy: 600 - p.x };
    };
    const shownCorners = corners.map(view).map((c) => round({ x: c.dx / shown.width, y: c.dy / shown.height }));
    expect(shownCorners).toEqual([round({ x: 0.1, y: 0.25 }), round({ x: 0.4, y: 0.25 }), round({ x: 0.1, y: 0.2 }), round({ x: 0.4, y: 0.2 })]);
  });

  it('normalises any multiple of 90', () => {
    expect([-90, 450, 0, 180].map(normaliseRotation)).toEqual([270, 90, 0, 180]);
  });
});
