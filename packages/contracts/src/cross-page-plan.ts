/**
 * The cross-page seal (骑缝章): one seal stamped across the right edges of fanned-out pages,
 * so each page carries a vertical strip of it and the strips line up into the whole seal.
 * This file is the arithmetic only, shared by the server (which draws) and the web (which
 * previews where the strips land); it knows nothing of PDF objects.
 */

/** 1 mm in PDF points (1/72 inch). */
export const POINTS_PER_MM = 72 / 25.4;

/**
 * The narrowest strip a page may carry: below about 3 mm a strip is a red line, too thin to
 * show that it belongs to the seal, so long documents are split into groups, each with a seal.
 */
export const CROSS_PAGE_MIN_STRIP_PT = 3 * POINTS_PER_MM;

/** The part of the seal one page shows at its right edge. */
export interface CrossPageStrip {
  /** The group of consecutive pages this page belongs to; each group carries one whole seal. */
  group: number;
  /** The page's place in its group, 0-based. */
  indexInGroup: number;
  /** Pages in the group. */
  groupSize: number;
  /** Where the slice starts, in points from the seal's left edge. */
  offsetPt: number;
  /** The slice's width in points, which is also the strip's width on the page. */
  widthPt: number;
}

export interface CrossPagePlan {
  /** Page indices (into the pages given, 0-based) of each group, in order. */
  groups: number[][];
  /** One strip per page, in page order. */
  strips: CrossPageStrip[];
}

// Guards the floor below: a 42 mm seal measured as 42 * 72 / 25.4 points is 13.999999999999998
// strips of 3 mm in floating point, not 14.
const EPSILON = 1e-9;

/**
 * Splits `pageCount` pages into groups that each carry a whole seal `sealWidthPt` wide,
 * with no strip narrower than `minStripPt`: a group holds at most floor(width / minStrip)
 * pages, and the groups are as even as possible (the larger ones first), so 100 pages under
 * a 42 mm seal with 3 mm strips are 8 groups, four of 13 pages and four of 12.
 *
 * In a group of n ≥ 2 pages page i shows the slice [i·W/n, (i+1)·W/n]. A group of one page
 * shows the seal's left half, its centre on the page's edge: what a seal pressed across the
 * edge of a single sheet leaves, and a whole seal would pass for an ordinary company seal.
 * A one-page group arises only for a one-page document, or when the seal is narrower than
 * two strips (then every page is its own group).
 */
export function planCrossPageStrips(pageCount: number, sealWidthPt: number, minStripPt: number): CrossPagePlan {
  if (!Number.isInteger(pageCount) || pageCount < 0) throw new RangeError(`pageCount must be a whole number ≥ 0, not ${pageCount}`);
  if (!(sealWidthPt > 0) || !Number.isFinite(sealWidthPt)) throw new RangeError(`sealWidthPt must be > 0, not ${sealWidthPt}`);
  if (!(minStripPt > 0)) throw new RangeError(`minStripPt must be > 0, not ${minStripPt}`);
  if (pageCount === 0) return { groups: [], strips: [] };

  const perGroup = Math.max(1, Math.floor(sealWidthPt / minStripPt + EPSILON));
  const groupCount = Math.ceil(pageCount / perGroup);
  const smaller = Math.floor(pageCount / groupCount);
  const larger = pageCount % groupCount;

  const groups: number[][] = [];
  const strips: CrossPageStrip[] = [];
  let page = 0;
  for (let group = 0; group < groupCount; group += 1) {
    const size = group < larger ? smaller + 1 : smaller;
    const widthPt = size === 1 ? sealWidthPt / 2 : sealWidthPt / size;
    const members: number[] = [];
    for (let index = 0; index < size; index += 1) {
      members.push(page);
      strips.push({ group, indexInGroup: index, groupSize: size, offsetPt: index * widthPt, widthPt });
      page += 1;
    }
    groups.push(members);
  }
  return { groups, strips };
}

/** A page's visible size. `widthPt` and `heightPt` are its box as stored, before `/Rotate`. */
export interface CrossPagePage {
  widthPt: number;
  heightPt: number;
  /** The page's /Rotate; 90 and 270 swap width and height. Pass 0 with sizes already as displayed. */
  rotate: number;
}

/** A strip's place as fractions (0..1) of the page as the reader sees it, y from the top. */
export interface CrossPageStripBox extends CrossPageStrip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where each page's strip lands, for the signing page's preview and for the drawing itself.
 * Each page uses its own visible width and height: the strip is flush with the right edge and
 * the seal's centre sits `centreFromTop` of the way down, moved in as little as needed to keep
 * the whole seal height on the page (a seal never overhangs the top or bottom; a page shorter
 * than the seal has it centred).
 */
export function crossPageStripBoxes(
  pages: readonly CrossPagePage[],
  sealWidthPt: number,
  sealHeightPt: number,
  centreFromTop: number,
  minStripPt: number = CROSS_PAGE_MIN_STRIP_PT,
): CrossPageStripBox[] {
  if (!(centreFromTop >= 0 && centreFromTop <= 1)) throw new RangeError(`centreFromTop must be within 0..1, not ${centreFromTop}`);
  if (!(sealHeightPt > 0) || !Number.isFinite(sealHeightPt)) throw new RangeError(`sealHeightPt must be > 0, not ${sealHeightPt}`);
  const { strips } = planCrossPageStrips(pages.length, sealWidthPt, minStripPt);
  return strips.map((strip, index) => {
    const { width, height } = visibleSize(pages[index] as CrossPagePage);
    const half = sealHeightPt / 2;
    const centre = height <= sealHeightPt ? height / 2 : Math.min(Math.max(centreFromTop * height, half), height - half);
    return { ...strip, x: (width - strip.widthPt) / width, y: (centre - half) / height, width: strip.widthPt / width, height: sealHeightPt / height };
  });
}

function visibleSize(page: CrossPagePage): { width: number; height: number } {
  const quarter = (((Math.round(page.rotate / 90) % 4) + 4) % 4) % 2 === 1;
  return quarter ? { width: page.heightPt, height: page.widthPt } : { width: page.widthPt, height: page.heightPt };
}
