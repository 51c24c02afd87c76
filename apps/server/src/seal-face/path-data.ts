/** A point in mm, y down. */
export type Point = readonly [number, number];

/** Millimetres to three decimals (a micrometre): far below what 1200 dpi can show, and short. */
export function mm(value: number): string {
  const text = value.toFixed(3).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/**
 * Builds SVG path data with only M, L, C and Z. Quadratic curves (TrueType outlines) are
 * raised to cubic ones here, because PDF has no quadratic operator.
 */
export class PathData {
  private readonly parts: string[] = [];
  private current: Point = [0, 0];
  private start: Point = [0, 0];

  moveTo(to: Point): this {
    this.parts.push(`M${mm(to[0])} ${mm(to[1])}`);
    this.current = to;
    this.start = to;
    return this;
  }

  lineTo(to: Point): this {
    this.parts.push(`L${mm(to[0])} ${mm(to[1])}`);
    this.current = to;
    return this;
  }

  curveTo(c1: Point, c2: Point, to: Point): this {
    this.parts.push(`C${[...c1, ...c2, ...to].map(mm).join(' ')}`);
    this.current = to;
    return this;
  }

  quadTo(control: Point, to: Point): this {
    const [x0, y0] = this.current;
    const c1: Point = [x0 + ((control[0] - x0) * 2) / 3, y0 + ((control[1] - y0) * 2) / 3];
    const c2: Point = [to[0] + ((control[0] - to[0]) * 2) / 3, to[1] + ((control[1] - to[1]) * 2) / 3];
    return this.curveTo(c1, c2, to);
  }

  close(): this {
    this.parts.push('Z');
    this.current = this.start;
    return this;
  }

  toString(): string {
    return this.parts.join('');
  }
}
