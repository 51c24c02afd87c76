import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELD_SIZES_PT, defaultFieldRect, pointOnPage, pointsToRect, rectToPoints, visibleCentre } from './field-geometry';

const A4 = { width: 595, height: 842 };

describe('default field sizes', () => {
  it('gives every type a size that fits a page, the signature the largest', () => {
    for (const size of Object.values(DEFAULT_FIELD_SIZES_PT)) {
      expect(size.width).toBeLessThan(A4.width);
      expect(size.height).toBeLessThan(A4.height);
    }
    expect(DEFAULT_FIELD_SIZES_PT.signature).toEqual({ width: 160, height: 50 });
    expect(DEFAULT_FIELD_SIZES_PT.checkbox).toEqual({ width: 18, height: 18 });
  });

  it('turns points into fractions of the page, centred on the point given', () => {
    const rect = defaultFieldRect('signature', A4, { x: 0.5, y: 0.5 });
    expect(rect.width).toBeCloseTo(160 / 595, 9);
    expect(rect.height).toBeCloseTo(50 / 842, 9);
    expect(rect.x + rect.width / 2).toBeCloseTo(0.5, 9);
    expect(rect.y + rect.height / 2).toBeCloseTo(0.5, 9);
  });

  it('keeps a field dropped at a corner inside the page', () => {
    const rect = defaultFieldRect('text', A4, { x: 1, y: 1 });
    expect(rect.x + rect.width).toBeCloseTo(1, 9);
    expect(rect.y + rect.height).toBeCloseTo(1, 9);
  });

  it('uses the displayed size: the same field is wider in fractions on a portrait page than a landscape one', () => {
    const landscape = { width: 842, height: 595 };
    expect(defaultFieldRect('name', A4).width).toBeGreaterThan(defaultFieldRect('name', landscape).width);
  });
});

describe('points and fractions', () => {
  it('round-trips through points', () => {
    const rect = { x: 0.1, y: 0.2, width: 0.3, height: 0.05 };
    const points = rectToPoints(rect, A4);
    expect(points).toEqual({ x: 59.5, y: 168.4, width: 178.5, height: 42.1 });
    const back = pointsToRect(points, A4);
    expect(back.x).toBeCloseTo(0.1, 3);
    expect(back.height).toBeCloseTo(0.05, 3);
  });

  it('keeps typed points inside the page and above the minimum', () => {
    const rect = pointsToRect({ x: 590, y: -5, width: 100, height: 2 }, A4);
    expect(rect.x + rect.width).toBeCloseTo(1, 9);
    expect(rect.y).toBe(0);
    expect(rect.height).toBeCloseTo(10 / 842, 9);
  });
});

describe('visibleCentre', () => {
  it('is the centre of the part of the page that shows', () => {
    // The page's top half shows in the viewport.
    const centre = visibleCentre({ left: 0, top: 0, width: 100, height: 200 }, { left: 0, top: 0, width: 100, height: 100 });
    expect(centre).toEqual({ x: 0.5, y: 0.25 });
  });
  it('is null for a page out of view', () => {
    expect(visibleCentre({ left: 0, top: 300, width: 100, height: 200 }, { left: 0, top: 0, width: 100, height: 100 })).toBeNull();
  });
});

describe('pointOnPage', () => {
  it('turns a pointer position into fractions of the page, clamped', () => {
    expect(pointOnPage({ x: 150, y: 250 }, { left: 100, top: 200, width: 200, height: 100 })).toEqual({ x: 0.25, y: 0.5 });
    expect(pointOnPage({ x: 0, y: 900 }, { left: 100, top: 200, width: 200, height: 100 })).toEqual({ x: 0, y: 1 });
  });
});
