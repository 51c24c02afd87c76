import { ActionIcon, Box, Group, Paper, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../components/sortable-list/sortable-list';
import { useFormatFileSize } from '../../../hooks/use-format-file-size';
import type { ChosenDocument } from '../../../lib/agreements/chosen-document';
import { KIND_ICON } from './document-meta';

interface ChosenDocumentsProps {
  documents: readonly ChosenDocument[];
  onRemove: (document: ChosenDocument) => void;
  onMove: (from: number, to: number) => void;
  /** Where focus goes when the last document is removed (the list is then gone). */
  onEmptied: () => void;
}

/**
 * The documents of the agreement being edited, in the agreement's order (drag to
 * change it); removing one leaves it in the drive.
 */
export function ChosenDocuments({ documents, onRemove, onMove, onEmptied }: ChosenDocumentsProps) {
  const { t } = useTranslation();
  const formatSize = useFormatFileSize();
  const titleId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  // Focus stays in the list: on the next row's remove button, or the previous one after the last row.
  const remove = (document: ChosenDocument, index: number) => {
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
      <div ref={listRef}>
        <SortableList
          items={documents}
          getId={(document) => document.key}
          getLabel={(document) => document.name}
          onMove={onMove}
          label={t('documents.chosen.title')}
          renderItem={(document, { index, handle }) => {
            const Icon = KIND_ICON[document.kind];
            const meta = [t('documents.upload.pages', { count: document.pageCount }), document.size === null ? null : formatSize(document.size)];
            return (
              <Group wrap="nowrap" gap="xs" px="xs" py={6} bg="var(--mantine-color-body)" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                {handle}
                <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} fz="sm" truncate title={document.name}>
                    {document.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {meta.filter(Boolean).join(' · ')}
                  </Text>
                </Box>
                <Tooltip label={t('documents.chosen.removeShort')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size={40}
                    data-remove
                    aria-label={t('documents.chosen.remove', { name: document.name })}
                    onClick={() => remove(document, index)}
                  >
                    <IconX size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            );
          }}
        />
      </div>
    </Paper>
  );
}
