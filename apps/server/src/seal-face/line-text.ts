import type { Glyph } from '@pdf-lib/fontkit';
import type { Point } from './path-data.js';
import { naturalWidthMm, placeGlyph } from './place-glyph.js';

export interface LineTextOptions {
  /** The middle of the line. */
  centre: Point;
  heightMm: number;
  /** Each character's width as a share of its natural width, at most. */
  condense: number;
  /** The line is condensed further to fit this. */
  maxWidthMm: number;
}

/** A horizontal line of characters, centred, condensed to fit its width. */
export function lineText(glyphs: Glyph[], options: LineTextOptions): string[] {
  const natural = glyphs.map((glyph) => naturalWidthMm(glyph, options.heightMm));
  const total = natural.reduce((sum, width) => sum + width, 0);
  const share = Math.min(options.condense, options.maxWidthMm / (total || 1));
  let x = options.centre[0] - (total * share) / 2;
  return glyphs.flatMap((glyph, i) => {
    const widthMm = (natural[i] ?? 0) * share;
    const d = placeGlyph(glyph, { centre: [x + widthMm / 2, options.centre[1]], widthMm, heightMm: options.heightMm, rotateDeg: 0 });
    x += widthMm;
    return d ? [d] : [];
  });
}
