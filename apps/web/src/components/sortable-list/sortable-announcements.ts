import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Spoken = { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions };

/**
 * dnd-kit's live-region texts: what was picked up, where it is, where it landed. dnd-kit reports
 * the item over its own place right after the pick-up; saying "moved" then would drown "picked
 * up", so only a change of place is announced (`lastOver` remembers the place last said).
 */
export function sortableAnnouncements(
  t: TFunction,
  ids: readonly string[],
  labelOf: (id: UniqueIdentifier) => string,
  lastOver: { current: UniqueIdentifier | null },
): Spoken {
  const position = (id: UniqueIdentifier | undefined) => ({ n: ids.indexOf(String(id)) + 1, total: ids.length });
  return {
    screenReaderInstructions: { draggable: t('sortableList.instructions') },
    announcements: {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t('sortableList.pickedUp', { name: labelOf(active.id), ...position(active.id) });
      },
      onDragOver: ({ active, over }) => {
        const overId = over?.id ?? null;
        if (overId === lastOver.current) return undefined;
        lastOver.current = overId;
        return over ? t('sortableList.movedOver', { name: labelOf(active.id), ...position(over.id) }) : t('sortableList.outside', { name: labelOf(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over ? t('sortableList.dropped', { name: labelOf(active.id), ...position(over.id) }) : t('sortableList.cancelled', { name: labelOf(active.id) }),
      onDragCancel: ({ active }) => t('sortableList.cancelled', { name: labelOf(active.id) }),
    },
  };
}

/** The announcements in the user's language. */
export function useSortableAnnouncements(ids: readonly string[], labelOf: (id: UniqueIdentifier) => string): Spoken {
  const { t } = useTranslation();
  // A holder kept across renders that dnd-kit's callbacks write to, outside rendering.
  const [lastOver] = useState<{ current: UniqueIdentifier | null }>(() => ({ current: null }));
  return sortableAnnouncements(t, ids, labelOf, lastOver);
}
