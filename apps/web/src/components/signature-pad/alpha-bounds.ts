export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The box around every pixel that is not transparent (RGBA bytes, row by row), with
 * `padding` pixels around it inside the image; null for an empty drawing.
 */
export function alphaBounds(data: ArrayLike<number>, width: number, height: number, padding = 0): Bounds | null {
  let top = height;
  let left = width;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((data[(y * width + x) * 4 + 3] ?? 0) === 0) continue;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  if (right < 0) return null;
  const x = Math.max(0, left - padding);
  const y = Math.max(0, top - padding);
  return { x, y, width: Math.min(width, right + padding + 1) - x, height: Math.min(height, bottom + padding + 1) - y };
}
