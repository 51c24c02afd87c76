import { mm } from './path-data.js';
import type { SealFace } from './seal-face.js';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** What path data may hold: the four commands and plain decimals (PDF has no exponents). */
const PLAIN_PATH = /^[MLCZ0-9 .-]*$/;
const SEGMENTS = /[MLCZ][^MLCZ]*/g;
const OPERATOR = { M: 'm', L: 'l', C: 'c', Z: 'h' } as const;

/**
 * Refuses a face that is not what generateSealFace makes, before its strings go into an SVG
 * attribute or a PDF content stream: a face read back from storage is trusted no further.
 */
export function assertPlainFace(face: SealFace): void {
  if (!HEX_COLOUR.test(face.colour)) throw new Error(`A seal face's colour must be #rrggbb, not ${face.colour}`);
  const sizes = [face.widthMm, face.heightMm, ...face.paths.map((path) => path.strokeWidthMm ?? 0)];
  if (!sizes.every((size) => Number.isFinite(size) && size >= 0)) throw new Error('A seal face has a size that is not a number');
  if (!face.paths.every((path) => PLAIN_PATH.test(path.d))) throw new Error('A seal face has path data other than M, L, C and Z');
}

/** PDF path operators for SVG path data made of M, L, C and Z: the same numbers, the operator after them. */
function pathOperators(d: string): string {
  return (d.match(SEGMENTS) ?? [])
    .map((segment) => {
      const operator = OPERATOR[segment[0] as keyof typeof OPERATOR];
      const operands = segment.slice(1).trim();
      return operands ? `${operands} ${operator}` : operator;
    })
    .join('\n');
}

/** The PDF points in a millimetre. */
export const PT_PER_MM = 72 / 25.4;

/**
 * The face as a PDF content stream for a Form XObject whose BBox is [0 0 w h] in points: one
 * matrix turns mm with y down into points with y up, so the path data is used as it is.
 */
export function faceContentStream(face: SealFace): string {
  assertPlainFace(face);
  const [r, g, b] = [1, 3, 5].map((at) => (parseInt(face.colour.slice(at, at + 2), 16) / 255).toFixed(4));
  const lines = ['q', `${PT_PER_MM.toFixed(6)} 0 0 ${(-PT_PER_MM).toFixed(6)} 0 ${(face.heightMm * PT_PER_MM).toFixed(4)} cm`, `${r} ${g} ${b} rg`, `${r} ${g} ${b} RG`];
  for (const path of face.paths) {
    if (!path.fill) lines.push(`${mm(path.strokeWidthMm ?? 0)} w`);
    lines.push(pathOperators(path.d), path.fill ? 'f' : 'S');
  }
  lines.push('Q');
  return lines.join('\n');
}
