import type { Glyph } from '@pdf-lib/fontkit';
import { type Ellipse, pointsAlong, trackLength } from './ellipse-track.js';
import { naturalWidthMm, placeGlyph } from './place-glyph.js';

export interface ArcTextOptions {
  /** The inner edge of the border the text follows. */
  border: Ellipse;
  /** From that edge inward to the middle of each character, in mm. */
  inset: number;
  heightMm: number;
  /** Each character's width as a share of its natural width, at most (seal lettering is narrow). */
  condense: number;
  /** The most of the spacing, measured along the characters' inner side, one character may fill: the rest keeps them apart. */
  maxFill: number;
  /** First and last character's centre, as parameters on the ellipse (clockwise from the top, degrees). */
  fromDeg: number;
  toDeg: number;
  /** 'out': tops toward the border (the name over the top); 'in': tops toward the centre (the serial under the bottom, read left to right). */
  facing: 'out' | 'in';
}

/**
 * Characters spread evenly by length along a track inside the border, each turned square to it.
 * Where many characters share the span they are condensed further, never overlapped. Also
 * returns how wide the widest character came out.
 */
export function arcText(glyphs: Glyph[], options: ArcTextOptions): { paths: string[]; widestMm: number } {
  const { border, inset, heightMm, fromDeg, toDeg } = options;
  if (glyphs.length === 0) return { paths: [], widestMm: 0 };
  // The characters' inner side lies on the shorter track: spacing is tightest there.
  const innerPitch = glyphs.length > 1 ? trackLength(border, inset + heightMm / 2, fromDeg, toDeg) / (glyphs.length - 1) : Infinity;
  const widest = Math.max(...glyphs.map((glyph) => naturalWidthMm(glyph, heightMm)));
  const share = Math.min(options.condense, (innerPitch * options.maxFill) / widest);
  const places = pointsAlong(border, inset, fromDeg, toDeg, glyphs.length);
  const paths = glyphs.flatMap((glyph, i) => {
    const place = places[i];
    if (!place) return [];
    const d = placeGlyph(glyph, {
      centre: place.point,
      widthMm: naturalWidthMm(glyph, heightMm) * share,
      heightMm,
      rotateDeg: options.facing === 'out' ? place.normalDeg : place.normalDeg - 180,
    });
    return d ? [d] : [];
  });
  return { paths, widestMm: widest * share };
}
