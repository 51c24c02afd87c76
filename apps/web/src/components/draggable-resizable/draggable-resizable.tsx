import { useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, PointerEvent, ReactNode } from 'react';
import classes from './draggable-resizable.module.css';
import { CORNERS, isArrowKey, minFraction, moveRect, nudgeRect, pxToFraction, resizeRect } from './geometry';
import type { Corner, FractionRect, Size } from './geometry';

export interface DraggableResizableProps {
  /** Position and size in fractions of the parent, which must be `position: relative`. */
  rect: FractionRect;
  /** Called while moving or resizing (pointer or keys) with the box kept inside the parent. */
  onChange: (rect: FractionRect) => void;
  /** Called once a pointer gesture ends, for work that should not run on every move. */
  onChangeEnd?: (rect: FractionRect) => void;
  /** What a screen reader announces, e.g. "Signature field for Alice, page 2". */
  label: string;
  /** Read after the label: how to move it with keys. */
  instructions?: string;
  /** Replaces "button" in what a screen reader says (e.g. "movable field"). */
  roleDescription?: string;
  selected?: boolean;
  onSelect?: () => void;
  /** When given, Delete and Backspace remove the box. */
  onDelete?: () => void;
  /** Smallest size in CSS pixels at the current zoom. */
  minSizePx?: Size;
  resizable?: boolean;
  /** Any CSS colour for the border, handles and tint. */
  color?: string;
  /** Arrow keys move by this many pixels; with Shift by `bigStepPx`. */
  stepPx?: number;
  bigStepPx?: number;
  children?: ReactNode;
  /** The element's id, so a caller can focus it (e.g. a box it just added). */
  id?: string;
  'data-testid'?: string;
}

type Gesture = {
  pointerId: number;
  mode: 'move' | Corner;
  startX: number;
  startY: number;
  start: FractionRect;
  parent: Size;
  moved: boolean;
  last: FractionRect;
};

/** Pointer travel (px) before a press becomes a drag, so a tap only selects. */
const DRAG_THRESHOLD = 3;

/**
 * A box on a page that can be moved (pointer, touch, arrow keys) and resized by its
 * corners (pointer, touch, Alt + arrow keys). Geometry is in fractions of the parent,
 * so zooming the parent never moves it. Focusable, with a visible focus ring.
 */
export function DraggableResizable({
  rect,
  onChange,
  onChangeEnd,
  label,
  instructions,
  roleDescription,
  selected = false,
  onSelect,
  onDelete,
  minSizePx = { width: 12, height: 12 },
  resizable = true,
  color,
  stepPx = 2,
  bigStepPx = 20,
  children,
  id,
  'data-testid': testId,
}: DraggableResizableProps) {
  const box = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const [dragging, setDragging] = useState(false);
  const instructionsId = useId();

  const parentSize = (): Size => {
    const parent = box.current?.parentElement;
    if (!parent) return { width: 0, height: 0 };
    const bounds = parent.getBoundingClientRect();
    return { width: bounds.width, height: bounds.height };
  };

  const begin = (event: PointerEvent<HTMLElement>, mode: Gesture['mode']) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.stopPropagation();
    event.preventDefault();
    box.current?.focus({ preventScroll: true });
    onSelect?.();
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = { pointerId: event.pointerId, mode, startX: event.clientX, startY: event.clientY, start: rect, parent: parentSize(), moved: false, last: rect };
  };

  const move = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    // A handle's events would bubble to the box and be handled twice.
    event.stopPropagation();
    const dxPx = event.clientX - current.startX;
    const dyPx = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dxPx, dyPx) < DRAG_THRESHOLD) return;
    if (!current.moved) {
      current.moved = true;
      setDragging(true);
    }
    const delta = pxToFraction({ x: dxPx, y: dyPx }, current.parent);
    const next =
      current.mode === 'move' ? moveRect(current.start, delta.x, delta.y) : resizeRect(current.start, current.mode, delta.x, delta.y, minFraction(minSizePx, current.parent));
    current.last = next;
    onChange(next);
  };

  const end = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    event.stopPropagation();
    gesture.current = null;
    setDragging(false);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    if (current.moved) onChangeEnd?.(current.last);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (isArrowKey(event.key)) {
      event.preventDefault();
      const parent = parentSize();
      const next = nudgeRect(rect, event.key, event.shiftKey ? bigStepPx : stepPx, parent, {
        resize: resizable && event.altKey,
        min: minFraction(minSizePx, parent),
      });
      onChange(next);
      onChangeEnd?.(next);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && onDelete) {
      event.preventDefault();
      onDelete();
    }
  };

  const style = {
    left: `${rect.x * 100}%`,
    top: `${rect.y * 100}%`,
    width: `${rect.width * 100}%`,
    height: `${rect.height * 100}%`,
    ...(color ? { '--dr-color': color } : {}),
  } as CSSProperties;

  return (
    <div
      ref={box}
      id={id}
      className={classes.box}
      style={style}
      tabIndex={0}
      role="button"
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-describedby={instructions ? instructionsId : undefined}
      data-selected={selected || undefined}
      data-dragging={dragging || undefined}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onFocus={(event) => event.target === event.currentTarget && !selected && onSelect?.()}
      onPointerDown={(event) => begin(event, 'move')}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <div className={classes.content}>{children}</div>
      {instructions && (
        <span id={instructionsId} className={classes.hidden}>
          {instructions}
        </span>
      )}
      {resizable &&
        selected &&
        CORNERS.map((corner) => (
          <span
            key={corner}
            className={classes.handle}
            data-corner={corner}
            aria-hidden
            onPointerDown={(event) => begin(event, corner)}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
          />
        ))}
    </div>
  );
}
