import type { Font, Glyph } from '@pdf-lib/fontkit';
import { PathData, type Point } from './path-data.js';
import { SealGlyphError } from './seal-face.js';
import { EM_BOX } from './seal-font.js';

/** Where one character goes: the centre of its em box, the box's size in mm and its turn. */
export interface GlyphPlacement {
  centre: Point;
  /** The advance width drawn this wide (narrower than natural condenses the character, as seal lettering is). */
  widthMm: number;
  /** The em box (ideographic, EM_BOX) drawn this high. */
  heightMm: number;
  /** Clockwise; 0 is upright. */
  rotateDeg: number;
}

/** The glyphs of a text, one per character; characters the font lacks are refused together. */
export function glyphsFor(font: Font, text: string): Glyph[] {
  const characters = [...text];
  const missing = characters.filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
  if (missing.length > 0) throw new SealGlyphError([...new Set(missing)]);
  return characters.map((char) => font.glyphForCodePoint(char.codePointAt(0) ?? 0));
}

/** A glyph's natural width in mm when its em box is `heightMm` high. */
export function naturalWidthMm(glyph: Glyph, heightMm: number): number {
  return (glyph.advanceWidth / (EM_BOX.top - EM_BOX.bottom)) * heightMm;
}

/** The glyph's outline as path data in the face's coordinates (mm, y down); empty for a space. */
export function placeGlyph(glyph: Glyph, at: GlyphPlacement): string {
  const scaleX = at.widthMm / (glyph.advanceWidth || 1);
  const scaleY = at.heightMm / (EM_BOX.top - EM_BOX.bottom);
  const middle = (EM_BOX.top + EM_BOX.bottom) / 2;
  const turn = (at.rotateDeg * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const [cx, cy] = at.centre;
  // Font units are y up from the baseline; the face is y down from its corner.
  const map = (x: number, y: number): Point => {
    const u = (x - glyph.advanceWidth / 2) * scaleX;
    const v = (middle - y) * scaleY;
    return [cx + u * cos - v * sin, cy + u * sin + v * cos];
  };
  const path = new PathData();
  for (const { command, args } of glyph.path.commands) {
    const points: Point[] = [];
    for (let i = 0; i + 1 < args.length; i += 2) points.push(map(args[i] ?? 0, args[i + 1] ?? 0));
    const [a = [0, 0], b = [0, 0], c = [0, 0]] = points;
    if (command === 'moveTo') path.moveTo(a);
    else if (command === 'lineTo') path.lineTo(a);
    else if (command === 'quadraticCurveTo') path.quadTo(a, b);
    else if (command === 'bezierCurveTo') path.curveTo(a, b, c);
    else path.close();
  }
  return path.toString();
}
