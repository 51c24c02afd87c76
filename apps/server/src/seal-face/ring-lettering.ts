import type { Glyph } from '@pdf-lib/fontkit';
import { arcText } from './arc-text.js';
import { type Ellipse, halfSpanForLength, trackLength } from './ellipse-track.js';
import { naturalWidthMm } from './place-glyph.js';

/** The company name over the top: the tops of the characters `gapMm` inside the border. */
export interface NameGeometry {
  heightMm: number;
  gapMm: number;
  condense: number;
  /** Each character adds this much arc (degrees), up to `maxSpanDeg` in all. */
  degPerChar: number;
  maxSpanDeg: number;
  /** A short name spreads wider (up to SHORT_NAME_DEG_PER_CHAR a character) until it spans this much. */
  minSpanDeg: number;
}

/** The serial under the bottom: the feet of the characters `gapMm` inside the border, `spacing` times their mean width apart. */
export interface SerialGeometry {
  heightMm: number;
  gapMm: number;
  condense: number;
  spacing: number;
}

/** Narrower than this (width over height), a long name's characters get shorter instead, so they stay legible. */
const MIN_NAME_ASPECT = 0.5;
/** ...but never shorter than this share of their usual height. */
const MIN_NAME_HEIGHT_SHARE = 0.65;
/** A short name (示例公司) is spread this far apart rather than bunched at the top, leaving most of the ring empty. */
const SHORT_NAME_DEG_PER_CHAR = 40;
/** Space kept between the name's ends and the serial's, in degrees. */
const SERIAL_CLEARANCE_DEG = 4;

/** An angle in degrees that a length takes up at a radius. */
function degreesOf(lengthMm: number, radiusMm: number): number {
  return (Math.atan(lengthMm / radiusMm) * 180) / Math.PI;
}

/**
 * The name spread evenly from lower left, clockwise over the top, to lower right. Returns the
 * paths and how far (degrees either side of the top) the lettering reaches, for the serial to keep clear.
 */
export function nameArc(glyphs: Glyph[], border: Ellipse, g: NameGeometry): { paths: string[]; reachDeg: number } {
  if (glyphs.length === 0) return { paths: [], reachDeg: 0 };
  const gaps = glyphs.length - 1;
  const span = Math.min(g.maxSpanDeg, Math.max(Math.min(g.minSpanDeg, gaps * SHORT_NAME_DEG_PER_CHAR), gaps * g.degPerChar));
  let heightMm = g.heightMm;
  const innerPitch = (h: number) => (gaps > 0 ? trackLength(border, g.gapMm + h, -span / 2, span / 2) / gaps : Infinity);
  while (heightMm > g.heightMm * MIN_NAME_HEIGHT_SHARE && innerPitch(heightMm) < heightMm * MIN_NAME_ASPECT) heightMm *= 0.97;
  const inset = g.gapMm + heightMm / 2;
  const { paths, widestMm } = arcText(glyphs, { border, inset, heightMm, condense: g.condense, maxFill: 0.92, fromDeg: -span / 2, toDeg: span / 2, facing: 'out' });
  return { paths, reachDeg: span / 2 + degreesOf(widestMm / 2, Math.min(border.rx, border.ry) - inset) };
}

/**
 * The serial centred under the bottom, read left to right. It keeps clear of the name's ends
 * (`nameReachDeg`), condensing when it would not fit.
 */
export function serialArc(glyphs: Glyph[], border: Ellipse, g: SerialGeometry, nameReachDeg: number): string[] {
  if (glyphs.length === 0) return [];
  const inset = g.gapMm + g.heightMm / 2;
  const widths = glyphs.map((glyph) => naturalWidthMm(glyph, g.heightMm));
  const pitch = (widths.reduce((sum, width) => sum + width, 0) / widths.length) * g.condense * g.spacing;
  const radius = Math.min(border.rx, border.ry) - inset;
  const free = 180 - nameReachDeg - SERIAL_CLEARANCE_DEG - degreesOf((Math.max(...widths) * g.condense) / 2, radius);
  const half = Math.max(0, Math.min(free, halfSpanForLength(border, inset, 180, pitch * (glyphs.length - 1))));
  const options = { border, inset, heightMm: g.heightMm, condense: g.condense, maxFill: 1 / g.spacing };
  return arcText(glyphs, { ...options, fromDeg: 180 + half, toDeg: 180 - half, facing: 'in' }).paths;
}
