import { ActionIcon, Box, Button, Group, Menu, Text, ThemeIcon } from '@mantine/core';
import type { StoredDocument } from '@signet/contracts';
import { IconDots, IconDownload, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DocumentMeta, KIND_ICON } from './document-meta';

export type DocumentAction = 'view' | 'rename' | 'delete' | 'downloadOriginal' | 'downloadPdf';

/** One stored document: what it is at a glance, and what can be done with it. */
export function DocumentItem({ document, onAction }: { document: StoredDocument; onAction: (action: DocumentAction) => void }) {
  const { t } = useTranslation();
  const Icon = KIND_ICON[document.kind];

  return (
    <Box component="li" px="md" py="sm" style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          <Icon size={22} />
        </ThemeIcon>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate title={document.name}>
            {document.name}
          </Text>
          <Text fz="sm" c="dimmed">
            <DocumentMeta document={document} />
          </Text>
        </Box>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconEye size={16} aria-hidden />}
          onClick={() => onAction('view')}
          aria-label={t('documents.list.viewNamed', { name: document.name })}
          visibleFrom="xs"
        >
          {t('documents.list.view')}
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('documents.list.actionsFor', { name: document.name })}>
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onAction('view')} hiddenFrom="xs">
              {t('documents.list.view')}
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onAction('rename')}>
              {t('documents.list.rename')}
            </Menu.Item>
            <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => onAction('downloadPdf')}>
              {t('documents.list.downloadPdf')}
            </Menu.Item>
            <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => onAction('downloadOriginal')}>
              {t('documents.list.downloadOriginal')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onAction('delete')}>
              {t('documents.list.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Box>
  );
}
