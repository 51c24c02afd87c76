import type { Point } from './path-data.js';

/** An ellipse (a circle when rx = ry): here, the inner edge of a seal's border. */
export interface Ellipse {
  centre: Point;
  rx: number;
  ry: number;
}

/** A point on a track `inset` mm inside the ellipse, and which way is outward there. */
export interface TrackPoint {
  point: Point;
  /** The outward normal as a clockwise turn from straight up, in degrees. */
  normalDeg: number;
}

const STEPS_PER_DEGREE = 4;

/**
 * The point at parameter `tDeg` (clockwise from the top, in degrees) moved `inset` mm inward
 * along the normal. On an ellipse this offset curve is not itself an ellipse; walking the normal
 * keeps every character the same distance from the border all the way round an oval seal.
 */
export function trackPoint(ellipse: Ellipse, tDeg: number, inset: number): TrackPoint {
  const t = (tDeg * Math.PI) / 180;
  const [sin, cos] = [Math.sin(t), Math.cos(t)];
  const normal: Point = [sin / ellipse.rx, -cos / ellipse.ry];
  const length = Math.hypot(normal[0], normal[1]);
  const [nx, ny] = [normal[0] / length, normal[1] / length];
  const [cx, cy] = ellipse.centre;
  return {
    point: [cx + ellipse.rx * sin - inset * nx, cy - ellipse.ry * cos - inset * ny],
    normalDeg: (Math.atan2(nx, -ny) * 180) / Math.PI,
  };
}

/** Parameters and cumulative lengths along the track from `fromDeg` to `toDeg` (either direction), sampled finely. */
function lengthTable(ellipse: Ellipse, inset: number, fromDeg: number, toDeg: number): { t: number[]; s: number[] } {
  const steps = Math.max(1, Math.ceil(Math.abs(toDeg - fromDeg) * STEPS_PER_DEGREE));
  const table = { t: [fromDeg], s: [0] };
  let [previous, length] = [trackPoint(ellipse, fromDeg, inset).point, 0];
  for (let i = 1; i <= steps; i++) {
    const t = fromDeg + ((toDeg - fromDeg) * i) / steps;
    const point = trackPoint(ellipse, t, inset).point;
    length += Math.hypot(point[0] - previous[0], point[1] - previous[1]);
    table.t.push(t);
    table.s.push(length);
    previous = point;
  }
  return table;
}

/** How long the track is between two parameters. */
export function trackLength(ellipse: Ellipse, inset: number, fromDeg: number, toDeg: number): number {
  return lengthTable(ellipse, inset, fromDeg, toDeg).s.at(-1) ?? 0;
}

/** `count` points evenly spaced by length from `fromDeg` to `toDeg`; a single one sits midway. */
export function pointsAlong(ellipse: Ellipse, inset: number, fromDeg: number, toDeg: number, count: number): TrackPoint[] {
  if (count === 1) return [trackPoint(ellipse, (fromDeg + toDeg) / 2, inset)];
  const { t, s } = lengthTable(ellipse, inset, fromDeg, toDeg);
  const total = s.at(-1) ?? 0;
  let row = 0;
  return Array.from({ length: count }, (_, i) => {
    const target = (total * i) / (count - 1);
    while (row < s.length - 2 && (s[row + 1] ?? 0) < target) row++;
    const [s0 = 0, s1 = 0, t0 = fromDeg, t1 = toDeg] = [s[row], s[row + 1], t[row], t[row + 1]];
    const share = s1 > s0 ? Math.min(1, (target - s0) / (s1 - s0)) : 0;
    return trackPoint(ellipse, t0 + (t1 - t0) * share, inset);
  });
}

/** The half-span in degrees, around `middleDeg`, over which the track is `length` mm long. */
export function halfSpanForLength(ellipse: Ellipse, inset: number, middleDeg: number, length: number): number {
  let [low, high] = [0, 180];
  for (let i = 0; i < 30; i++) {
    const half = (low + high) / 2;
    if (trackLength(ellipse, inset, middleDeg - half, middleDeg + half) < length) low = half;
    else high = half;
  }
  return (low + high) / 2;
}
