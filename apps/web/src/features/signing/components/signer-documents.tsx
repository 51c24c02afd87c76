import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { getSignerDocumentFile } from '@signet/contracts';
import type { SignerView } from '@signet/contracts';
import { IconFileText } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfViewerModal } from '../../../components/pdf-viewer/pdf-viewer-modal';
import { pdfSource } from '../../../lib/api/file-request';

type SignerDocument = SignerView['documents'][number];

/** The agreement's documents, each one opening in the viewer. */
export function SignerDocuments({ flowSignerId, documents }: { flowSignerId: string; documents: readonly SignerDocument[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<SignerDocument | null>(null);
  const source = useMemo(() => (opened ? pdfSource(getSignerDocumentFile, { params: { flowSignerId: flowSignerId, documentId: opened.id } }) : null), [flowSignerId, opened]);
  return (
    <Stack gap="xs">
      <Text fw={600}>
        {t('signing.common.documents')} · {t('signing.common.documentsCount', { count: documents.length })}
      </Text>
      {documents.map((document) => (
        <Paper key={String(document.id)} withBorder radius="md" p="sm">
          <Group wrap="nowrap" gap="sm">
            <ThemeIcon variant="light" color="gray" size={40} radius="md" aria-hidden>
              <IconFileText size={22} />
            </ThemeIcon>
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={500} truncate>
                {document.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('signing.common.pages', { count: document.pageCount })}
              </Text>
            </Stack>
            <Button variant="default" mih={44} onClick={() => setOpened(document)} aria-label={t('signing.common.openDocument', { name: document.name })}>
              {t('signing.common.open')}
            </Button>
          </Group>
        </Paper>
      ))}
      {opened && source && (
        <PdfViewerModal opened onClose={() => setOpened(null)} title={opened.name} source={source} pageSizes={opened.pageSizes} />
      )}
    </Stack>
  );
}
