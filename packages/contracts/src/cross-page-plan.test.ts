import { describe, expect, it } from 'vitest';
import { CROSS_PAGE_MIN_STRIP_PT, crossPageStripBoxes, planCrossPageStrips, POINTS_PER_MM } from './cross-page-plan.js';

const SEAL = 42 * POINTS_PER_MM;

describe('planCrossPageStrips', () => {
  it('gives 12 pages under a 42 mm seal one group of 12 strips, 3.5 mm each, side by side', () => {
    const { groups, strips } = planCrossPageStrips(12, SEAL, CROSS_PAGE_MIN_STRIP_PT);
    expect(groups).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]);
    for (const [index, strip] of strips.entries()) {
      expect(strip).toMatchObject({ group: 0, indexInGroup: index, groupSize: 12 });
      expect(strip.widthPt).toBeCloseTo((42 / 12) * POINTS_PER_MM, 9);
      expect(strip.offsetPt).toBeCloseTo(index * strip.widthPt, 9);
    }
    const last = strips[11];
    expect((last?.offsetPt ?? 0) + (last?.widthPt ?? 0)).toBeCloseTo(SEAL, 9);
  });

  it('splits 100 pages into 8 even groups of at most 14, none narrower than 3 mm, each a whole seal', () => {
    const { groups, strips } = planCrossPageStrips(100, SEAL, CROSS_PAGE_MIN_STRIP_PT);
    expect(groups.map((group) => group.length)).toEqual([13, 13, 13, 13, 12, 12, 12, 12]);
    expect(groups.flat()).toEqual(Array.from({ length: 100 }, (_, index) => index));
    for (const strip of strips) expect(strip.widthPt).toBeGreaterThanOrEqual(CROSS_PAGE_MIN_STRIP_PT);
    for (const [group, members] of groups.entries()) {
      const widths = members.map((page) => strips[page]?.widthPt ?? 0);
      expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(SEAL, 9);
      expect(members.map((page) => strips[page]?.group)).toEqual(members.map(() => group));
    }
  });

  it('puts exactly floor(W / 3 mm) pages in one group when they fit, despite floating point', () => {
    // Measured this way the seal is 13.999999999999998 strips, which a plain floor makes 13.
    const measuredOtherwise = (42 * 72) / 25.4;
    expect(planCrossPageStrips(14, measuredOtherwise, CROSS_PAGE_MIN_STRIP_PT).groups).toHaveLength(1);
    expect(planCrossPageStrips(15, measuredOtherwise, CROSS_PAGE_MIN_STRIP_PT).groups.map((group) => group.length)).toEqual([8, 7]);
  });

  it('shows the left half of the seal on a one-page group', () => {
    expect(planCrossPageStrips(1, SEAL, CROSS_PAGE_MIN_STRIP_PT).strips).toEqual([{ group: 0, indexInGroup: 0, groupSize: 1, offsetPt: 0, widthPt: SEAL / 2 }]);
    // A seal narrower than two strips cannot cross two pages: each page is its own group.
    const narrow = planCrossPageStrips(3, 5 * POINTS_PER_MM, CROSS_PAGE_MIN_STRIP_PT);
    expect(narrow.groups).toEqual([[0], [1], [2]]);
  });

  it('plans nothing for no pages and refuses nonsense', () => {
    expect(planCrossPageStrips(0, SEAL, CROSS_PAGE_MIN_STRIP_PT)).toEqual({ groups: [], strips: [] });
    expect(() => planCrossPageStrips(2.5, SEAL, 1)).toThrow(RangeError);
    expect(() => planCrossPageStrips(2, 0, 1)).toThrow(RangeError);
    expect(() => planCrossPageStrips(2, SEAL, 0)).toThrow(RangeError);
  });
});

describe('crossPageStripBoxes', () => {
  const a4 = { widthPt: 595.28, heightPt: 841.89, rotate: 0 };

  it('puts each strip flush at the right edge, the seal centred where asked, in fractions of the page', () => {
    const [first, second] = crossPageStripBoxes([a4, a4], 100, 80, 0.5, 10);
    expect(first).toMatchObject({ offsetPt: 0, widthPt: 50 });
    expect(first?.x).toBeCloseTo((595.28 - 50) / 595.28, 12);
    expect(first?.width).toBeCloseTo(50 / 595.28, 12);
    expect(first?.y).toBeCloseTo((841.89 / 2 - 40) / 841.89, 12);
    expect(first?.height).toBeCloseTo(80 / 841.89, 12);
    expect((second?.x ?? 0) + (second?.width ?? 0)).toBeCloseTo(1, 12);
  });

  it('measures a quarter-turned page as the reader sees it, and each page by its own size', () => {
    const turned = { ...a4, rotate: 90 };
    const letter = { widthPt: 612, heightPt: 792, rotate: 0 };
    const [onTurned, onLetter] = crossPageStripBoxes([turned, letter], 100, 80, 0.25, 10);
    expect(onTurned?.width).toBeCloseTo(50 / 841.89, 12);
    expect(onTurned?.y).toBeCloseTo((0.25 * 595.28 - 40) / 595.28, 12);
    expect(onLetter?.width).toBeCloseTo(50 / 612, 12);
    expect(onLetter?.y).toBeCloseTo((0.25 * 792 - 40) / 792, 12);
  });

  it('keeps the whole seal height on the page', () => {
    const [top] = crossPageStripBoxes([a4], 100, 80, 0);
    expect(top?.y).toBe(0);
    const [bottom] = crossPageStripBoxes([a4], 100, 80, 1);
    expect((bottom?.y ?? 0) + (bottom?.height ?? 0)).toBeCloseTo(1, 12);
    const [short] = crossPageStripBoxes([{ widthPt: 200, heightPt: 60, rotate: 0 }], 100, 80, 0.1);
    expect(short?.y).toBeCloseTo(-10 / 60, 12);
    expect(() => crossPageStripBoxes([a4], 100, 80, 1.5)).toThrow(RangeError);
  });
});
