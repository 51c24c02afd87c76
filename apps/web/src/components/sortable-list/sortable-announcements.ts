import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';

/** dnd-kit's live-region texts in the user's language: what was picked up, where it is, where it landed. */
export function useSortableAnnouncements(
  ids: readonly string[],
  labelOf: (id: UniqueIdentifier) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation();
  const position = (id: UniqueIdentifier | undefined) => ({ n: ids.indexOf(String(id)) + 1, total: ids.length });
  return {
    screenReaderInstructions: { draggable: t('sortableList.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('sortableList.pickedUp', { name: labelOf(active.id), ...position(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('sortableList.movedOver', { name: labelOf(active.id), ...position(over.id) }) : t('sortableList.outside', { name: labelOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over ? t('sortableList.dropped', { name: labelOf(active.id), ...position(over.id) }) : t('sortableList.cancelled', { name: labelOf(active.id) }),
      onDragCancel: ({ active }) => t('sortableList.cancelled', { name: labelOf(active.id) }),
    },
  };
}
