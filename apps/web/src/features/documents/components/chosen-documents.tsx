import { ActionIcon, Box, Group, Paper, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { StoredDocument } from '@signet/contracts';
import { IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentMeta, KIND_ICON } from './document-meta';

interface ChosenDocumentsProps {
  documents: readonly StoredDocument[];
  onRemove: (document: StoredDocument) => void;
  /** Where focus goes when the last document is removed (the list is then gone). */
  onEmptied: () => void;
}

/** The documents of the agreement being created, uploaded or reused alike; removing one leaves it in the drive. */
export function ChosenDocuments({ documents, onRemove, onEmptied }: ChosenDocumentsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  // Focus stays in the list: on the next row's remove button, or the previous one after the last row.
  const remove = (document: StoredDocument, index: number) => {
    onRemove(document);
    if (documents.length === 1) return onEmptied();
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
      buttons?.[Math.min(index, buttons.length - 1)]?.focus();
    });
  };
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Group justify="space-between" px="md" py={8} bg="var(--mantine-color-gray-0)" wrap="nowrap">
        <Text fw={600} fz="sm" id={titleId}>
          {t('documents.chosen.title')}
        </Text>
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t('documents.flow.uploadedCount', { count: documents.length })}
        </Text>
      </Group>
      <ul ref={listRef} aria-labelledby={titleId} style={{ margin: 0, padding: 0 }}>
        {documents.map((document, index) => {
          const Icon = KIND_ICON[document.kind];
          return (
            <Box key={String(document.id)} component="li" px="md" py="sm" style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Group wrap="nowrap" gap="sm">
                <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} fz="sm" truncate title={document.name}>
                    {document.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    <DocumentMeta document={document} />
                  </Text>
                </Box>
                <Tooltip label={t('documents.chosen.removeShort')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    data-remove
                    aria-label={t('documents.chosen.remove', { name: document.name })}
                    onClick={() => remove(document, index)}
                  >
                    <IconX size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Box>
          );
        })}
      </ul>
    </Paper>
  );
}
