import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@signet/contracts';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Size } from '../../../../components/draggable-resizable/geometry';
import type { DraftField } from '../../lib/field-draft';
import { addOption, removeOption, renameOption } from '../../lib/option-edits';
import type { FieldChanges } from '../../lib/option-edits';

/** A dropdown's or radio group's choices: rename, add, remove (two at least, each once). */
export function FieldOptionsEditor({
  field,
  fields,
  pageSize,
  issue,
  onChanges,
}: {
  field: DraftField;
  fields: readonly DraftField[];
  pageSize: Size;
  issue?: string;
  onChanges: (changes: FieldChanges) => void;
}) {
  const { t } = useTranslation();
  const options = field.options ?? [];
  const seen = new Map<string, number>();
  for (const option of options) seen.set(option.value.trim(), (seen.get(option.value.trim()) ?? 0) + 1);
  const problemOf = (value: string) =>
    value.trim() === '' ? t('fields.options.empty') : (seen.get(value.trim()) ?? 0) > 1 ? t('fields.options.duplicate') : undefined;

  return (
    <Stack gap={6} role="group" aria-labelledby="field-options-title">
      <Text id="field-options-title" size="sm" fw={500}>
        {t('fields.options.title')}
      </Text>
      {field.type === 'radio' && (
        <Text size="xs" c="dimmed">
          {t('fields.options.radioHint')}
        </Text>
      )}
      {options.map((option, index) => (
        <Group key={index} gap={4} wrap="nowrap" align="flex-start">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('fields.options.value', { n: index + 1 })}
            value={option.value}
            maxLength={LIMITS.fieldOptionChars}
            error={problemOf(option.value)}
            onChange={(event) => onChanges(renameOption(fields, field, index, event.currentTarget.value))}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('fields.options.remove', { option: option.value || index + 1 })}
            disabled={options.length <= 2}
            onClick={() => onChanges(removeOption(fields, field, index))}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      {issue && (
        <Text size="xs" c="red" role="alert">
          {issue}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={options.length >= LIMITS.fieldOptions}
          onClick={() => onChanges(addOption(field, pageSize, t('fields.options.defaultName', { n: options.length + 1 })))}
        >
          {t('fields.options.add')}
        </Button>
      </Group>
    </Stack>
  );
}
