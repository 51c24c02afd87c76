import type { Font } from '@pdf-lib/fontkit';
import type { SealFaceSpec } from '@signet/contracts';
import { glyphsFor, placeGlyph } from './place-glyph.js';
import type { SealFace, SealFacePath } from './seal-face.js';
import { rectanglePath } from './shapes.js';

/** On a 20 mm square seal; they scale with the side. */
const BORDER_MM = 1;
const PADDING_MM = 0.5;

/**
 * What a square seal reads: a legal representative's name followed by 印 (张三 → 张三印, as 法人章
 * are cut); a square company seal, its name and centre line run together.
 */
function squareText(spec: SealFaceSpec): string {
  return spec.kind === 'legal_rep' ? `${spec.personName}印` : `${spec.companyName}${spec.centreText}`;
}

/**
 * Characters in columns read right to left, top to bottom, as seal script is. A column with
 * fewer characters than the others (the last) stretches them to its full height, so 张三印 fills
 * a 2 × 2 grid: 张三 on the right, a tall 印 on the left.
 */
function gridCells(count: number, left: number, top: number, size: number): { x: number; y: number; w: number; h: number }[] {
  const rows = Math.ceil(Math.sqrt(count));
  const columns = Math.ceil(count / rows);
  const w = size / columns;
  return Array.from({ length: count }, (_, i) => {
    const column = Math.floor(i / rows);
    const inColumn = Math.min(rows, count - column * rows);
    const h = size / inColumn;
    return { x: left + size - (column + 1) * w, y: top + (i % rows) * h, w, h };
  });
}

/** A square seal: a border and its characters filling a grid inside it. */
export function squareSealFace(font: Font, spec: SealFaceSpec): SealFace {
  const side = spec.sizeMm;
  const k = side / 20;
  const border = BORDER_MM * k;
  const inner = side - 2 * border - 2 * PADDING_MM * k;
  const characters = glyphsFor(font, squareText(spec));
  const cells = gridCells(characters.length, border + PADDING_MM * k, border + PADDING_MM * k, inner);
  const paths: SealFacePath[] = [{ part: 'border', d: rectanglePath(border / 2, border / 2, side - border, side - border), fill: false, strokeWidthMm: border }];
  characters.forEach((glyph, i) => {
    const cell = cells[i];
    if (!cell) return;
    const d = placeGlyph(glyph, { centre: [cell.x + cell.w / 2, cell.y + cell.h / 2], widthMm: cell.w, heightMm: cell.h, rotateDeg: 0 });
    if (d) paths.push({ part: 'grid', d, fill: true });
  });
  return { widthMm: side, heightMm: side, colour: spec.colour, paths };
}
