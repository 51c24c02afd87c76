import type { Font } from '@pdf-lib/fontkit';
import { SEAL_OVAL_HEIGHT_MM, type SealFaceSpec } from '@signet/contracts';
import type { Ellipse } from './ellipse-track.js';
import { lineText } from './line-text.js';
import { glyphsFor } from './place-glyph.js';
import { type NameGeometry, nameArc, type SerialGeometry, serialArc } from './ring-lettering.js';
import type { SealFace, SealFacePath } from './seal-face.js';
import { ellipsePath, starPath } from './shapes.js';

/**
 * Where everything sits on a round or oval seal, in mm. Round values are for 42 mm and scale with
 * the diameter; oval values are for 45 × 30 and stay as they are on a 40 × 30 (the height is what
 * limits the lettering, and arcText condenses it to the shorter arc).
 */
interface RingGeometry {
  borderMm: number;
  name: NameGeometry;
  /** Star: its centre `dyMm` below the seal's. */
  star: { radiusMm: number; dyMm: number };
  /** Centre line: its middle `dyMm` below the seal's centre. */
  centre: { heightMm: number; condense: number; dyMm: number; maxWidthMm: number };
  serial: SerialGeometry;
}

/** A round seal `k` times 42 mm across. */
function roundGeometry(k: number): RingGeometry {
  return {
    borderMm: 1.2 * k,
    name: { heightMm: 6.6 * k, gapMm: 0.8 * k, condense: 0.9, degPerChar: 30, minSpanDeg: 120, maxSpanDeg: 240 },
    star: { radiusMm: 7 * k, dyMm: 0 },
    centre: { heightMm: 4.4 * k, condense: 0.85, dyMm: 9.6 * k, maxWidthMm: 17 * k },
    serial: { heightMm: 2.4 * k, gapMm: 0.7 * k, condense: 0.9, spacing: 1.15 },
  };
}

const OVAL_GEOMETRY: RingGeometry = {
  borderMm: 1,
  name: { heightMm: 5.2, gapMm: 0.6, condense: 0.9, degPerChar: 28, minSpanDeg: 120, maxSpanDeg: 230 },
  star: { radiusMm: 4.4, dyMm: -1.4 },
  centre: { heightMm: 4, condense: 0.85, dyMm: 4.6, maxWidthMm: 20 },
  serial: { heightMm: 2, gapMm: 0.5, condense: 0.9, spacing: 1.15 },
};

/** A round or oval seal: border, name over the top, star, centre line, serial under the bottom. */
export function ringSealFace(font: Font, spec: SealFaceSpec): SealFace {
  const oval = spec.shape === 'oval';
  const [widthMm, heightMm] = oval ? [spec.sizeMm, SEAL_OVAL_HEIGHT_MM] : [spec.sizeMm, spec.sizeMm];
  const g = oval ? OVAL_GEOMETRY : roundGeometry(spec.sizeMm / 42);
  const [cx, cy] = [widthMm / 2, heightMm / 2];
  const border: Ellipse = { centre: [cx, cy], rx: widthMm / 2 - g.borderMm, ry: heightMm / 2 - g.borderMm };
  const paths: SealFacePath[] = [
    { part: 'border', d: ellipsePath([cx, cy], widthMm / 2 - g.borderMm / 2, heightMm / 2 - g.borderMm / 2), fill: false, strokeWidthMm: g.borderMm },
    { part: 'star', d: starPath([cx, cy + g.star.dyMm], g.star.radiusMm), fill: true },
  ];
  const name = nameArc(glyphsFor(font, spec.companyName), border, g.name);
  for (const d of name.paths) paths.push({ part: 'name', d, fill: true });
  for (const d of lineText(glyphsFor(font, spec.centreText), { centre: [cx, cy + g.centre.dyMm], ...g.centre })) paths.push({ part: 'centre', d, fill: true });
  for (const d of serialArc(glyphsFor(font, spec.serial), border, g.serial, name.reachDeg)) paths.push({ part: 'serial', d, fill: true });
  return { widthMm, heightMm, colour: spec.colour, paths };
}
