import { PathData, type Point } from './path-data.js';

/** How far a cubic's control points stand off to follow a quarter circle closely (error 0.03 %). */
const KAPPA = 0.5522847498;

/** An ellipse (a circle when rx = ry) as four cubic curves, clockwise from the top. */
export function ellipsePath(centre: Point, rx: number, ry: number): string {
  const [cx, cy] = centre;
  const [kx, ky] = [rx * KAPPA, ry * KAPPA];
  return new PathData()
    .moveTo([cx, cy - ry])
    .curveTo([cx + kx, cy - ry], [cx + rx, cy - ky], [cx + rx, cy])
    .curveTo([cx + rx, cy + ky], [cx + kx, cy + ry], [cx, cy + ry])
    .curveTo([cx - kx, cy + ry], [cx - rx, cy + ky], [cx - rx, cy])
    .curveTo([cx - rx, cy - ky], [cx - kx, cy - ry], [cx, cy - ry])
    .close()
    .toString();
}

/** A rectangle, clockwise from the top-left corner. */
export function rectanglePath(left: number, top: number, width: number, height: number): string {
  return new PathData()
    .moveTo([left, top])
    .lineTo([left + width, top])
    .lineTo([left + width, top + height])
    .lineTo([left, top + height])
    .close()
    .toString();
}

/**
 * A five-pointed star, one point straight up, as on every Chinese official seal. Its inner
 * corners lie where the lines between the outer points cross (radius × 0.382), so it is regular.
 */
export function starPath(centre: Point, radius: number): string {
  const inner = radius * (Math.sin(Math.PI / 10) / Math.sin((7 * Math.PI) / 10));
  const path = new PathData();
  for (let i = 0; i < 10; i++) {
    const angle = (i * Math.PI) / 5;
    const r = i % 2 === 0 ? radius : inner;
    const point: Point = [centre[0] + r * Math.sin(angle), centre[1] - r * Math.cos(angle)];
    if (i === 0) path.moveTo(point);
    else path.lineTo(point);
  }
  return path.close().toString();
}
