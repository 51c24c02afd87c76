import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle } from './drag-handle';

export interface SortableRowContext {
  index: number;
  /** The drag handle to place in the row. */
  handle: ReactNode;
  isDragging: boolean;
}

interface SortableRowProps {
  id: string;
  index: number;
  handleLabel: string;
  disabled?: boolean;
  children: (context: SortableRowContext) => ReactNode;
}

/** One list item: it moves with the drag, and only its handle starts one (inputs in the row stay usable). */
export function SortableRow({ id, index, handleLabel, disabled, children }: SortableRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = (
    <DragHandle
      label={t('sortableList.handle', { name: handleLabel })}
      setRef={setActivatorNodeRef}
      attributes={attributes}
      listeners={listeners}
      disabled={disabled}
    />
  );
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.92 : undefined,
      }}
    >
      {children({ index, handle, isDragging })}
    </li>
  );
}
