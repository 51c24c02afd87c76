/*
 * Where a floating element (menu, tooltip) goes beside its target, in viewport pixels for
 * position: fixed: on the named side, flipped to the other one when it does not fit there, and
 * kept 8 px inside the viewport's width.
 */

export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

const MARGIN = 8;

export function placeBelowOrAbove(target: Rect, floating: Pick<Rect, 'width' | 'height'>, position: string, offset: number, viewport = { width: window.innerWidth, height: window.innerHeight }): { top: number; left: number } {
  const [side = 'bottom', align = 'center'] = position.split('-');
  const below = target.bottom + offset;
  const above = target.top - offset - floating.height;
  const fitsBelow = below + floating.height <= viewport.height;
  const fitsAbove = above >= 0;
  const top = side === 'top' ? (fitsAbove || !fitsBelow ? above : below) : fitsBelow || !fitsAbove ? below : above;
  const left = align === 'start' ? target.left : align === 'end' ? target.right - floating.width : target.left + (target.width - floating.width) / 2;
  return { top, left: Math.max(MARGIN, Math.min(left, viewport.width - floating.width - MARGIN)) };
}

/** Places `floating` (position: fixed) beside `target` and shows it; it starts hidden by .k-floating. */
export function placeOn(floating: HTMLElement, target: HTMLElement, position: string, offset: number): void {
  const { top, left } = placeBelowOrAbove(target.getBoundingClientRect(), floating.getBoundingClientRect(), position, offset);
  floating.style.top = `${top}px`;
  floating.style.left = `${left}px`;
  floating.dataset.placed = '';
}
