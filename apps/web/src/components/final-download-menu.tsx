import { Button, Menu, Text, type ButtonProps } from '@mantine/core';
import type { FinalDocument } from '@signet/contracts';
import { IconChevronDown, IconDownload, IconFileText, IconFileZip, IconFiles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a completed agreement with several documents offers to download (issue 36). */
export type FinalDownload = { kind: 'merged' } | { kind: 'zip' } | { kind: 'document'; document: FinalDocument };

/**
 * The download button of a completed agreement with two or more documents, as a menu:
 * each document sealed on its own, all documents in one PDF, or a zip of every file.
 * Used by the sender's agreement page and the recipient's finish page.
 */
export function FinalDownloadMenu({
  documents,
  label,
  onDownload,
  loading,
  position = 'bottom-end',
  buttonProps,
}: {
  documents: readonly FinalDocument[];
  label: string;
  onDownload: (choice: FinalDownload) => void;
  loading?: boolean;
  position?: 'bottom-end' | 'bottom';
  buttonProps?: ButtonProps;
}) {
  const { t } = useTranslation();
  return (
    // No focus placeholder: a role="presentation" element with a tabindex inside role="menu" fails axe (aria-required-children).
    <Menu position={position} withinPortal shadow="md" width={300} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} loading={loading} {...buttonProps}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('finalDownloads.each')}</Menu.Label>
        {documents.map((document) => (
          <Menu.Item
            key={String(document.agreementDocumentId)}
            leftSection={<IconFileText size={16} aria-hidden />}
            aria-label={t('finalDownloads.eachNamed', { name: document.name })}
            onClick={() => onDownload({ kind: 'document', document })}
          >
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {document.name}
            </Text>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>{t('finalDownloads.whole')}</Menu.Label>
        <Menu.Item leftSection={<IconFiles size={16} aria-hidden />} onClick={() => onDownload({ kind: 'merged' })}>
          {t('finalDownloads.merged')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileZip size={16} aria-hidden />} onClick={() => onDownload({ kind: 'zip' })}>
          <Text fz="sm">{t('finalDownloads.zip')}</Text>
          <Text fz="xs" c="dimmed">
            {t('finalDownloads.zipHint')}
          </Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
