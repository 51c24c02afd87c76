import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMING, getAgreementDocumentFile, getAgreementFinalFile } from '@signet/contracts';
import type { Agreement } from '@signet/contracts';
import { IconDownload, IconEye, IconFileText, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfViewerModal } from '../../../components/pdf-viewer/pdf-viewer-modal';
import { FinalDownloadMenu, type FinalDownload } from '../../../components/final-download-menu';
import { useFormatFileSize } from '../../../hooks/use-format-file-size';
import { fileRequest, pdfSource } from '../../../lib/api/file-request';
import { useFormatTime } from '../../../hooks/use-format-time';
import { downloadAgreementFile } from '../lib/download-agreement-file';
import { downloadFinalChoice } from '../lib/download-final-choice';

type Viewing = { title: string; source: { url: string; httpHeaders: Record<string, string> }; pageSizes?: Agreement['documents'][number]['pageSizes'] };

/** The agreement's documents (open in the viewer, download the original) and, once sealed, the signed copy. */
export function DocumentsSection({ agreement, onDownloadFinal, finalBusy }: { agreement: Agreement; onDownloadFinal?: () => void; finalBusy?: boolean }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const formatSize = useFormatFileSize();
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const finalSource = useMemo(() => pdfSource(getAgreementFinalFile, { params: { flowId: agreement.id } }), [agreement.id]);

  const [saving, setSaving] = useState(false);
  const finalDocuments = agreement.finalDocuments ?? [];

  // Each document sealed on its own, or the zip (issue 36); the merged PDF goes the way it always went.
  const downloadChoice = (choice: FinalDownload) => {
    if (choice.kind === 'merged') return onDownloadFinal?.();
    setSaving(true);
    downloadFinalChoice(agreement, choice)
      .catch(() => notifications.show({ color: 'red', message: t('finalDownloads.failed'), autoClose: TIMING.toastMs }))
      .finally(() => setSaving(false));
  };

  const downloadOriginal = (document: Agreement['documents'][number]) =>
    downloadAgreementFile(fileRequest(getAgreementDocumentFile, { params: { flowId: agreement.id, documentId: document.id }, query: { variant: 'original' } }), document.name).catch(() =>
      notifications.show({ color: 'red', message: t('agreements.actions.downloadFailed'), autoClose: TIMING.toastMs }),
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="documents-title">
      <Title order={2} fz="lg" mb="sm" id="documents-title">
        {t('agreements.detail.documents')}
      </Title>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {agreement.final && (
          <Group component="li" justify="space-between" gap="sm" wrap="wrap" p="sm" bg="var(--mantine-color-green-0)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
              <ThemeIcon color="green" variant="light" size={36} radius="md" aria-hidden>
                <IconRosetteDiscountCheck size={20} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>{t('agreements.detail.finalTitle')}</Text>
                <Text fz="xs" c="dimmed">
                  {t('agreements.detail.finalBody', { time: formatTime(agreement.final.sealedAt), size: formatSize(agreement.final.size) })}
                </Text>
              </Stack>
            </Group>
            {/* Wraps on a phone: the menu's chevron makes the pair wider than a 360 px row. */}
            <Group gap={6} wrap="wrap">
              <Button size="xs" variant="default" leftSection={<IconEye size={16} aria-hidden />} onClick={() => setViewing({ title: `${agreement.name} · ${t('agreements.detail.finalTitle')}`, source: finalSource })}>
                {t('agreements.detail.open')}
              </Button>
              {onDownloadFinal && finalDocuments.length > 1 && (
                <FinalDownloadMenu documents={finalDocuments} label={t('agreements.actions.download_final')} loading={finalBusy || saving} buttonProps={{ size: 'xs' }} onDownload={downloadChoice} />
              )}
              {onDownloadFinal && finalDocuments.length < 2 && (
                <Button size="xs" variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={finalBusy} onClick={onDownloadFinal}>
                  {t('agreements.actions.download_final')}
                </Button>
              )}
            </Group>
          </Group>
        )}
        {agreement.documents.map((document) => (
          <Group component="li" key={String(document.id)} justify="space-between" gap="sm" wrap="wrap" py={6}>
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
              <ThemeIcon color="gray" variant="light" size={36} radius="md" aria-hidden>
                <IconFileText size={20} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={500} truncate>
                  {document.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('agreements.detail.pages', { count: document.pageCount })}
                </Text>
              </Stack>
            </Group>
            <Group gap={6} wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconEye size={16} aria-hidden />}
                aria-label={t('agreements.detail.openNamed', { name: document.name })}
                onClick={() => setViewing({ title: document.name, source: pdfSource(getAgreementDocumentFile, { params: { flowId: agreement.id, documentId: document.id } }), pageSizes: document.pageSizes })}
              >
                {t('agreements.detail.open')}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                aria-label={t('agreements.detail.downloadOriginalNamed', { name: document.name })}
                onClick={() => void downloadOriginal(document)}
              >
                {t('agreements.detail.downloadOriginal')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      {viewing && <PdfViewerModal opened onClose={() => setViewing(null)} title={viewing.title} source={viewing.source} pageSizes={viewing.pageSizes} />}
    </Paper>
  );
}
