/**
 * Geometry of a box placed on a parent, in fractions (0..1) of the parent's width and
 * height, origin top left. Fractions survive zoom and screen size: only the
 * conversion to pixels needs the parent's current size.
 */
export interface FractionRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type Corner = (typeof CORNERS)[number];

/** The smallest box, as fractions of the parent (see `minFraction` to derive it from pixels). */
export interface MinSize {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Pixels on a parent of `parent` size to fractions of it (a zero-sized parent gives 0). */
export function pxToFraction(px: { x: number; y: number }, parent: Size): { x: number; y: number } {
  return { x: parent.width > 0 ? px.x / parent.width : 0, y: parent.height > 0 ? px.y / parent.height : 0 };
}

export function fractionToPx(rect: FractionRect, parent: Size): FractionRect {
  return { x: rect.x * parent.width, y: rect.y * parent.height, width: rect.width * parent.width, height: rect.height * parent.height };
}

/** A minimum size given in pixels, as fractions of the parent, never above the whole parent. */
export function minFraction(minPx: Size, parent: Size): MinSize {
  return {
    width: parent.width > 0 ? Math.min(1, minPx.width / parent.width) : 0,
    height: parent.height > 0 ? Math.min(1, minPx.height / parent.height) : 0,
  };
}

/** Keeps the size (at least `min`, at most the parent) and moves the box inside the parent. */
export function clampRect(rect: FractionRect, min: MinSize = { width: 0, height: 0 }): FractionRect {
  const width = clamp(rect.width, Math.min(min.width, 1), 1);
  const height = clamp(rect.height, Math.min(min.height, 1), 1);
  return { x: clamp(rect.x, 0, 1 - width), y: clamp(rect.y, 0, 1 - height), width, height };
}

/** Moves by a delta in fractions; the box stops at the parent's edges, its size unchanged. */
export function moveRect(rect: FractionRect, dx: number, dy: number): FractionRect {
  return clampRect({ ...rect, x: rect.x + dx, y: rect.y + dy });
}

/**
 * Drags one corner by a delta in fractions; the opposite corner stays put. The dragged
 * edges stop at the parent's edges and at the minimum size.
 */
export function resizeRect(rect: FractionRect, corner: Corner, dx: number, dy: number, min: MinSize = { width: 0, height: 0 }): FractionRect {
  const minWidth = Math.min(min.width, 1);
  const minHeight = Math.min(min.height, 1);
  let left = rect.x;
  let top = rect.y;
  let right = rect.x + rect.width;
  let bottom = rect.y + rect.height;
  if (corner === 'top-left' || corner === 'bottom-left') left = clamp(left + dx, 0, right - minWidth);
  else right = clamp(right + dx, left + minWidth, 1);
  if (corner === 'top-left' || corner === 'top-right') top = clamp(top + dy, 0, bottom - minHeight);
  else bottom = clamp(bottom + dy, top + minHeight, 1);
  return clampRect({ x: left, y: top, width: right - left, height: bottom - top }, min);
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

/**
 * One key press: moves the box by `stepPx` pixels of the parent (or, with `resize`,
 * grows or shrinks it from its bottom-right corner).
 */
export function nudgeRect(rect: FractionRect, key: ArrowKey, stepPx: number, parent: Size, options: { resize?: boolean; min?: MinSize } = {}): FractionRect {
  const step = pxToFraction({ x: stepPx, y: stepPx }, parent);
  const dx = key === 'ArrowLeft' ? -step.x : key === 'ArrowRight' ? step.x : 0;
  const dy = key === 'ArrowUp' ? -step.y : key === 'ArrowDown' ? step.y : 0;
  return options.resize ? resizeRect(rect, 'bottom-right', dx, dy, options.min) : moveRect(rect, dx, dy);
}

/** A box of `size` (fractions) centred on a point (fractions), then kept inside the parent. */
export function centredRect(centre: { x: number; y: number }, size: Size): FractionRect {
  return clampRect({ x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height });
}
