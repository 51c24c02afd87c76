import { CROSS_PAGE_MIN_STRIP_PT, crossPageStripBoxes, type CrossPageStripBox } from '@signet/contracts';
import {
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
  popGraphicsState,
  PDFStream,
  pushGraphicsState,
  rectangle,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { frameOf } from './page-frame.js';
import { displayedSize, offsetInBox, placeBox } from './page-geometry.js';

// The planning maths lives in the contracts so the web previews exactly what is drawn.
export { CROSS_PAGE_MIN_STRIP_PT, crossPageStripBoxes, PageRangeError, parsePageRanges, planCrossPageStrips } from '@signet/contracts';

/** A seal face as a Form XObject whose BBox is [0 0 widthPt heightPt], drawn upright. */
export interface SealAppearance {
  ref: PDFRef;
  widthPt: number;
  heightPt: number;
}

export interface CrossPagePlacement {
  /** Where the seal's centre sits, as a fraction (0..1) of each page's visible height from its top. */
  centreFromTop: number;
}

/** cos and sin of the quarter turns a /Rotate can be, exact so a turned page gets no hairline skew. */
const TURN: Record<number, [number, number]> = { 0: [1, 0], 90: [0, 1], 180: [-1, 0], 270: [0, -1] };

/**
 * Stamps a cross-page seal (骑缝章) across the right edges of `pages`, in order: each page
 * draws the same vector seal, shifted so that its slice sits flush with the page's visible
 * right edge and clipped to that slice, so the strips line up into the whole seal when the
 * pages are fanned. Nothing is rasterised, and the seal's stream is written once.
 *
 * "Right", "top" and "upright" are as the reader sees each page: its CropBox (clipped to the
 * MediaBox) with any origin, turned by its /Rotate. Long runs of pages are split into groups
 * that each carry a whole seal (see planCrossPageStrips). Returns where each strip landed,
 * as fractions of the visible page, the same boxes the web previews. Why it is drawn this
 * way: docs/decisions/018-cross-page-seal-geometry.md.
 */
export function stampCrossPageSeal(
  doc: PDFDocument,
  pages: readonly PDFPage[],
  seal: SealAppearance,
  placement: CrossPagePlacement,
  minStripPt: number = CROSS_PAGE_MIN_STRIP_PT,
): CrossPageStripBox[] {
  // A ref from another document would point at an unrelated object once saved.
  doc.context.lookup(seal.ref, PDFStream);
  if (pages.some((page) => page.doc !== doc)) throw new Error('every page must belong to the document the seal is in');
  // A page listed twice would carry two strips of one seal, which no fan of paper can show.
  if (new Set(pages.map((page) => page.ref.toString())).size !== pages.length) throw new Error('a page may carry one strip of a seal');

  const frames = pages.map(frameOf);
  // Sizes as displayed, so rotate 0: the frames already carry the turn.
  const shown = frames.map((frame) => displayedSize(frame)).map(({ width, height }) => ({ widthPt: width, heightPt: height, rotate: 0 }));
  const boxes = crossPageStripBoxes(shown, seal.widthPt, seal.heightPt, placement.centreFromTop, minStripPt);

  for (const [index, frame] of frames.entries()) {
    const page = pages[index] as PDFPage;
    const box = boxes[index] as CrossPageStripBox;
    const placed = placeBox(frame, box);
    // The seal's own origin lies left of the strip by the slice's offset, along the turned width.
    const origin = offsetInBox(placed, -box.offsetPt, 0);
    const [cos, sin] = TURN[placed.rotate] ?? [1, 0];
    // A fresh name, never one the page's resources already use (a second seal stamped later included).
    const name = page.node.newXObject('CrossPageSeal', seal.ref);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(cos, sin, -sin, cos, origin.x, origin.y),
      rectangle(box.offsetPt, 0, box.widthPt, seal.heightPt),
      clip(),
      endPath(),
      drawObject(name),
      popGraphicsState(),
    );
  }
  return boxes;
}
