/*
 * Focus rules shared by the dialogs and the menu. The choices (which element next) are plain
 * functions over lists, tested without a browser; the DOM reading is kept to `tabbables`.
 */

const CANDIDATES = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

/** The elements Tab reaches inside `root`, in order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && (element as HTMLInputElement).type !== 'hidden' && element.getClientRects().length > 0 && !element.closest('[hidden], [aria-hidden="true"]'),
  );
}

/**
 * Where Tab goes from `active` inside a trap: the other end when it would leave (or when focus is
 * outside the list), otherwise null to let the browser move on.
 */
export function trapTarget<T>(items: readonly T[], active: T | null, backwards: boolean): T | null {
  const first = items[0] ?? null;
  const last = items[items.length - 1] ?? null;
  const index = active === null ? -1 : items.indexOf(active);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return null;
}

/** The item a menu key moves to from `index` among `count` items (looping), or null for other keys. */
export function menuTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return index <= 0 ? count - 1 : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The element a dialog focuses when it opens: the one marked data-autofocus, else the first tabbable. */
export function initialFocus(root: HTMLElement): HTMLElement {
  return root.querySelector<HTMLElement>('[data-autofocus]') ?? tabbables(root)[0] ?? root;
}
