import { describe, expect, it } from 'vitest';
import { CSS_UNITS, canvasPixelRatio, currentPageOf, fitWidthZoom, frameRuns, pagesToRender, parsePageNumber, stepZoom } from './render-window';

describe('pagesToRender', () => {
  it('renders the visible pages and two either side, within the document', () => {
    expect(pagesToRender([1], 500)).toEqual([1, 2, 3]);
    expect(pagesToRender([250, 251], 500)).toEqual([248, 249, 250, 251, 252, 253]);
    expect(pagesToRender([500], 500)).toEqual([498, 499, 500]);
  });

  it('renders nothing when nothing is visible, and keeps a 500-page window small', () => {
    expect(pagesToRender([], 500)).toEqual([]);
    expect(pagesToRender([10, 11, 12], 500, 1)).toHaveLength(5);
  });
});

describe('currentPageOf', () => {
  it('picks the page showing the most pixels, the earlier on a tie', () => {
    expect(currentPageOf(new Map([[3, 100], [4, 500]]))).toBe(4);
    expect(currentPageOf(new Map([[5, 300], [4, 300]]))).toBe(4);
    expect(currentPageOf(new Map(), 7)).toBe(7);
  });
});

describe('zoom', () => {
  it('fits the most common page width into the width', () => {
    const portrait = { width: 612, height: 792 };
    expect(fitWidthZoom(612 * CSS_UNITS, [portrait])).toBeCloseTo(1);
    expect(fitWidthZoom(400, [portrait, { width: 792, height: 612 }, portrait])).toBeCloseTo(400 / (612 * CSS_UNITS));
    expect(fitWidthZoom(0, [])).toBe(1);
  });

  it('steps from any zoom to the next step and stops at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1, -1)).toBe(0.9);
    expect(stepZoom(0.62, 1)).toBe(0.67);
    expect(stepZoom(0.62, -1)).toBe(0.5);
    expect(stepZoom(4, 1)).toBe(4);
    expect(stepZoom(0.25, -1)).toBe(0.25);
  });
});

describe('parsePageNumber', () => {
  it('clamps to the document and refuses non-numbers', () => {
    expect(parsePageNumber(' 7 ', 12)).toBe(7);
    expect(parsePageNumber('99', 12)).toBe(12);
    expect(parsePageNumber('0', 12)).toBe(1);
    expect(parsePageNumber('abc', 12)).toBeNull();
  });
});

describe('canvasPixelRatio', () => {
  it('uses the screen ratio for crisp pages and lowers it for huge canvases', () => {
    expect(canvasPixelRatio(800, 1000, 2)).toBe(2);
    expect(canvasPixelRatio(800, 1000, 0)).toBe(1);
    const ratio = canvasPixelRatio(4000, 5000, 3);
    expect(4000 * 5000 * ratio * ratio).toBeLessThanOrEqual(16_777_216 + 1);
  });
});

describe('frameRuns', () => {
  it('frames the pages asked for and stands one box in for each run of the others, gaps included', () => {
    const framed = new Set([1, 2, 5]);
    expect(frameRuns([100, 100, 100, 200, 100, 100], 10, (page) => framed.has(page))).toEqual([
      { page: 1 },
      { page: 2 },
      { from: 3, to: 4, height: 310 },
      { page: 5 },
      { from: 6, to: 6, height: 100 },
    ]);
  });

  it('frames every page when asked to, and stands in for all of them when not', () => {
    expect(frameRuns([50, 60], 12, () => true)).toEqual([{ page: 1 }, { page: 2 }]);
    expect(frameRuns([50, 60], 12, () => false)).toEqual([{ from: 1, to: 2, height: 122 }]);
  });
});
