/**
 * A seal's face as plain vector geometry (issue 34): what a generated seal looks like, in
 * millimetres, y down, origin at the top-left corner. It holds no font and no image, so it can be
 * kept as JSON and drawn the same way as SVG, PNG or a PDF Form XObject.
 */
export interface SealFace {
  widthMm: number;
  heightMm: number;
  /** `#rrggbb`; every path is drawn in it. */
  colour: string;
  paths: SealFacePath[];
}

/** Which part of the seal a path draws: tests and later editors find the lettering by it. */
export type SealFacePart = 'border' | 'star' | 'name' | 'centre' | 'serial' | 'grid';

export interface SealFacePath {
  part: SealFacePart;
  /** SVG path data using only M, L, C and Z, in mm, so PDF operators follow one for one. */
  d: string;
  /** Filled (nonzero winding, as fonts are drawn) or, when false, stroked. */
  fill: boolean;
  /** The stroke's width in mm; only for a stroked path. */
  strokeWidthMm?: number;
}

/** Thrown when the seal font has no glyph for a character of the seal's text. */
export class SealGlyphError extends Error {
  constructor(readonly characters: string[]) {
    super(`The seal font has no glyph for ${characters.join(' ')}`);
    this.name = 'SealGlyphError';
  }
}
