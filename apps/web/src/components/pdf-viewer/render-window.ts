/** PDF points to CSS pixels at 100 % (pdf.js draws 1 pt as 1 px at scale 1; a point is 1/72 in, a CSS px 1/96 in). */
export const CSS_UNITS = 96 / 72;

export const ZOOM_STEPS: readonly number[] = [0.25, 0.33, 0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4];
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;

export interface PageSize {
  width: number;
  height: number;
}

/**
 * Pages worth a canvas: those in view and `overscan` either side, so scrolling
 * finds the next page drawn. Everything else stays a sized placeholder, which is
 * why a 500-page file opens as fast as a 5-page one. Sorted, 1-based.
 */
export function pagesToRender(visible: Iterable<number>, pageCount: number, overscan = 2): number[] {
  const pages = new Set<number>();
  for (const page of visible) {
    for (let n = page - overscan; n <= page + overscan; n++) {
      if (n >= 1 && n <= pageCount) pages.add(n);
    }
  }
  return [...pages].sort((a, b) => a - b);
}

/** The page the reader is on: the one showing the most pixels; on a tie the earlier one. */
export function currentPageOf(visiblePixels: ReadonlyMap<number, number>, fallback = 1): number {
  let best = fallback;
  let bestPixels = 0;
  for (const [page, pixels] of visiblePixels) {
    if (pixels > bestPixels || (pixels === bestPixels && pixels > 0 && page < best)) {
      best = page;
      bestPixels = pixels;
    }
  }
  return best;
}

/**
 * The zoom at which the usual page fills the available width: the most common
 * width wins, so one landscape sheet in a portrait contract does not shrink every
 * other page (it scrolls sideways instead).
 */
export function fitWidthZoom(availableWidth: number, pageSizes: readonly PageSize[]): number {
  const counts = new Map<number, number>();
  let usual = 0;
  for (const { width } of pageSizes) {
    const count = (counts.get(width) ?? 0) + 1;
    counts.set(width, count);
    if (count > (counts.get(usual) ?? 0)) usual = width;
  }
  if (usual <= 0 || availableWidth <= 0) return 1;
  return clampZoom(availableWidth / (usual * CSS_UNITS));
}

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The next step up or down from any zoom (a fitted zoom is rarely a step itself). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const epsilon = 0.001;
  if (direction === 1) return ZOOM_STEPS.find((step) => step > zoom + epsilon) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - epsilon) ?? MIN_ZOOM;
}

/** A typed page number made valid: whole, within 1..pageCount; null when not a number. */
export function parsePageNumber(text: string, pageCount: number): number | null {
  const n = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(n)) return null;
  return Math.min(Math.max(1, n), Math.max(1, pageCount));
}

/**
 * The device pixel ratio to draw with: the screen's, lowered when the canvas would
 * exceed `maxPixels` (huge pages at high zoom would otherwise exhaust memory).
 */
export function canvasPixelRatio(cssWidth: number, cssHeight: number, devicePixelRatio: number, maxPixels = 16_777_216): number {
  const ratio = Math.max(1, devicePixelRatio || 1);
  const area = cssWidth * cssHeight * ratio * ratio;
  if (area <= maxPixels || cssWidth <= 0 || cssHeight <= 0) return ratio;
  return Math.max(0.25, Math.sqrt(maxPixels / (cssWidth * cssHeight)));
}

/** A page fitted to `width` (up to `maxZoom`): its zoom and its box on screen, CSS pixels. */
export function fittedPage(size: PageSize, width: number, maxZoom: number): { zoom: number; pagePx: PageSize } {
  const zoom = Math.min(maxZoom, fitWidthZoom(width, [size]));
  return { zoom, pagePx: { width: Math.round(size.width * zoom * CSS_UNITS), height: Math.round(size.height * zoom * CSS_UNITS) } };
}

/** What a document's column holds: a page's own frame, or a stand-in as tall as a run of pages. */
export type FrameRun = { page: number } | { from: number; to: number; height: number };

/**
 * The column of a document whose later frames come after the first paint: pages for which `framed`
 * says yes get their frame, each run of the others one box of their height (gaps included), so the
 * column is as long as it will be and nothing below moves when the frames arrive.
 */
export function frameRuns(heights: readonly number[], gap: number, framed: (page: number) => boolean): FrameRun[] {
  const runs: FrameRun[] = [];
  heights.forEach((height, index) => {
    const page = index + 1;
    const last = runs.at(-1);
    if (framed(page)) runs.push({ page });
    else if (last && 'from' in last) {
      last.to = page;
      last.height += gap + height;
    } else runs.push({ from: page, to: page, height });
  });
  return runs;
}
