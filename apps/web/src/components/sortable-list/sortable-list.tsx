import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { restrictToParentElement, restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useSortableAnnouncements } from './sortable-announcements';
import { SortableRow, type SortableRowContext } from './sortable-row';
import { moveByIds } from './move-item';

export interface SortableListProps<T> {
  items: readonly T[];
  /** Stable across renders and moves (not the index). */
  getId: (item: T) => string;
  /** What the item is called in the handle's label and the announcements, e.g. a person's name. */
  getLabel: (item: T, index: number) => string;
  /** The item at `from` was dropped at `to` (0-based); the owner reorders its list. */
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, context: SortableRowContext) => ReactNode;
  /** The list's accessible name. */
  label: string;
  disabled?: boolean;
}

/**
 * A vertical list reordered by dragging a handle with a mouse, a finger (after a
 * short press, so the page still scrolls) or the keyboard (Space, arrows, Space;
 * Escape cancels). Screen readers hear translated instructions and each move.
 */
export function SortableList<T>({ items, getId, getLabel, onMove, renderItem, label, disabled }: SortableListProps<T>) {
  const ids = items.map(getId);
  const labelOf = (id: UniqueIdentifier) => {
    const index = ids.indexOf(String(id));
    const item = items[index];
    return item === undefined ? String(id) : getLabel(item, index);
  };
  const accessibility = useSortableAnnouncements(ids, labelOf);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const move = moveByIds(ids, String(active.id), over ? String(over.id) : null);
    if (move) onMove(move.from, move.to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis, restrictToParentElement]}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul aria-label={label} style={{ margin: 0, padding: 0, listStyle: 'none', position: 'relative' }}>
          {items.map((item, index) => (
            <SortableRow key={ids[index]} id={ids[index] ?? ''} index={index} handleLabel={getLabel(item, index)} disabled={disabled}>
              {(context) => renderItem(item, context)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
