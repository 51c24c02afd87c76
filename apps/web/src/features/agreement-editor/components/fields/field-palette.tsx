import { useDraggable } from '@dnd-kit/core';
import { Button, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { FieldType } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { paletteGroups } from '../../lib/palette-groups';
import { FieldTypeIcon } from './field-type-icon';

export interface PaletteDragData {
  fieldType: FieldType;
}

/**
 * The kinds of field the chosen recipient may hold (fieldTypesFor). Each is a real button:
 * pressing it (click, tap, Enter) adds the field where the user is looking; dragging it onto a
 * page drops it there.
 */
export function FieldPalette({ types, color, compact, onAdd }: { types: readonly FieldType[]; color: string; compact: boolean; onAdd: (type: FieldType) => void }) {
  const { t } = useTranslation();
  const groups = paletteGroups(types);
  const itemsOf = (list: readonly FieldType[]) => list.map((type) => <PaletteItem key={type} type={type} color={color} compact={compact} onAdd={onAdd} />);
  if (compact) {
    // One row that scrolls sideways; a thin line between sections, each a named group.
    return (
      <ScrollArea type="never" aria-label={t('fields.palette')}>
        <Group gap={6} wrap="nowrap" py={2}>
          {groups.map(({ group, types: list }, index) => (
            <Group key={group} gap={6} wrap="nowrap" role="group" aria-label={t(`fields.paletteGroup.${group}`)}>
              {index > 0 && <Divider orientation="vertical" />}
              {itemsOf(list)}
            </Group>
          ))}
        </Group>
      </ScrollArea>
    );
  }
  return (
    <Stack gap={6} role="group" aria-label={t('fields.palette')}>
      <Text size="sm" fw={600}>
        {t('fields.palette')}
      </Text>
      {groups.map(({ group, types: list }) => (
        <Stack key={group} gap={6} role="group" aria-labelledby={`palette-group-${group}`}>
          <Text id={`palette-group-${group}`} size="xs" fw={600} c="dimmed" tt="uppercase" mt={4}>
            {t(`fields.paletteGroup.${group}`)}
          </Text>
          {itemsOf(list)}
        </Stack>
      ))}
      <Text size="xs" c="dimmed">
        {t('fields.paletteHint')}
      </Text>
    </Stack>
  );
}

function PaletteItem({ type, color, compact, onAdd }: { type: FieldType; color: string; compact: boolean; onAdd: (type: FieldType) => void }) {
  const { t } = useTranslation();
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `palette:${type}`, data: { fieldType: type } satisfies PaletteDragData });
  const label = t(`fields.type.${type}`);
  return (
    <Button
      ref={setNodeRef}
      {...listeners}
      variant="default"
      size={compact ? 'xs' : 'sm'}
      justify="flex-start"
      fullWidth={!compact}
      leftSection={<FieldTypeIcon type={type} size={compact ? 16 : 18} />}
      aria-label={t('fields.addField', { type: label })}
      onClick={() => onAdd(type)}
      data-testid={`palette-${type}`}
      style={{
        flex: 'none',
        opacity: isDragging ? 0.5 : 1,
        touchAction: 'pan-x pan-y',
        borderLeft: `4px solid var(--mantine-color-${color}-6)`,
      }}
    >
      {label}
    </Button>
  );
}
