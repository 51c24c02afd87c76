import {
  beginText,
  closePath,
  drawEllipse,
  endText,
  fill,
  lineTo,
  moveTo,
  moveText,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  showText,
  StandardFonts,
  type PDFDocument,
  type PDFOperator,
} from 'pdf-lib';
import type { SealAppearance } from '../../src/pdf/cross-page-seal.js';

const RED = rgb(0.85, 0.1, 0.12);

/** A five-pointed star's outline around (cx, cy), its first point straight up. */
function starPath(cx: number, cy: number, outer: number): PDFOperator[] {
  const inner = outer * 0.382;
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = Math.PI / 2 + (index * Math.PI) / 5;
    return { x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) };
  });
  const [first, ...rest] = points as [{ x: number; y: number }, ...{ x: number; y: number }[]];
  return [moveTo(first.x, first.y), ...rest.map((point) => lineTo(point.x, point.y)), closePath()];
}

/**
 * A company seal drawn in vectors, as a Form XObject of `sizePt` square: a red ring, a star and
 * two lines of text. The text is neither mirror- nor turn-symmetric, so a seal drawn flipped,
 * turned or out of order shows in a pixel comparison.
 */
export async function makeVectorSeal(doc: PDFDocument, sizePt: number): Promise<SealAppearance> {
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const centre = sizePt / 2;
  const ring = sizePt * 0.04;
  const text = (line: string, size: number, baseline: number): PDFOperator[] => [
    beginText(),
    setFontAndSize('F1', size),
    moveText(centre - font.widthOfTextAtSize(line, size) / 2, baseline),
    showText(font.encodeText(line)),
    endText(),
  ];
  const operators = [
    ...drawEllipse({ x: centre, y: centre, xScale: centre - ring / 2, yScale: centre - ring / 2, color: undefined, borderColor: RED, borderWidth: ring }),
    setFillingRgbColor(RED.red, RED.green, RED.blue),
    ...starPath(centre, centre + sizePt * 0.1, sizePt * 0.17),
    fill(),
    ...text('SIGNET CO.', sizePt * 0.11, sizePt * 0.3),
    ...text('LTD 7', sizePt * 0.09, sizePt * 0.17),
  ];
  const stream = doc.context.formXObject(operators, {
    BBox: [0, 0, sizePt, sizePt],
    Resources: { Font: { F1: font.ref } },
  });
  return { ref: doc.context.register(stream), widthPt: sizePt, heightPt: sizePt };
}
