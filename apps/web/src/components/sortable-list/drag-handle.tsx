import { ActionIcon } from '@mantine/core';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { IconGripVertical } from '@tabler/icons-react';

interface DragHandleProps {
  label: string;
  setRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  disabled?: boolean;
}

/**
 * The grip a row is dragged by: a real button (Space or Enter picks the row up, the
 * arrows move it), 40 px for fingers, and `touch-action: none` so a touch drag does
 * not scroll the page instead.
 */
export function DragHandle({ label, setRef, attributes, listeners, disabled }: DragHandleProps) {
  return (
    <ActionIcon
      ref={setRef}
      variant="subtle"
      color="gray"
      size={40}
      disabled={disabled}
      {...attributes}
      {...listeners}
      aria-label={label}
      style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none', flexShrink: 0 }}
    >
      <IconGripVertical size={20} aria-hidden />
    </ActionIcon>
  );
}
