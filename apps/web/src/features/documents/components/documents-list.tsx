import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMING, getDocumentFile } from '@signet/contracts';
import type { StoredDocument } from '@signet/contracts';
import { IconAlertTriangle, IconFiles } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfViewerModal } from '../../../components/pdf-viewer/pdf-viewer-modal';
import { fileRequest, pdfSource } from '../../../lib/api/file-request';
import { downloadFile } from '../../../lib/download/download-file';
import { useDocumentsList } from '../api/list-documents';
import { pdfFileName } from '../lib/download-names';
import { DeleteModal } from './delete-modal';
import { DocumentItem } from './document-item';
import type { DocumentAction } from './document-item';
import { RenameModal } from './rename-modal';
import { EmptyState } from '../../../components/empty-state';

/** The drive: the user's documents, newest first, loaded a page at a time. */
export function DocumentsList() {
  const { t } = useTranslation();
  const list = useDocumentsList(true);
  const documents = useMemo(() => list.data?.pages.flatMap((page) => page.documents) ?? [], [list.data]);
  const [viewing, setViewing] = useState<StoredDocument | null>(null);
  const [renaming, setRenaming] = useState<StoredDocument | null>(null);
  const [deleting, setDeleting] = useState<StoredDocument | null>(null);
  const viewerSource = useMemo(() => (viewing ? pdfSource(getDocumentFile, { params: { documentId: viewing.id } }) : null), [viewing]);

  const onAction = (document: StoredDocument, action: DocumentAction) => {
    if (action === 'view') setViewing(document);
    else if (action === 'rename') setRenaming(document);
    else if (action === 'delete') setDeleting(document);
    else {
      const original = action === 'downloadOriginal';
      const { url, headers } = fileRequest(getDocumentFile, { params: { documentId: document.id }, query: { variant: original ? 'original' : 'pdf' } });
      downloadFile(url, original ? document.original.fileName : pdfFileName(document.name), { headers }).catch(() =>
        notifications.show({ color: 'red', message: t('documents.list.downloadFailed'), autoClose: TIMING.toastMs }),
      );
    }
  };

  let body;
  if (list.status === 'pending') {
    body = (
      <Stack gap={0} aria-busy aria-label={t('common.loading')} p="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={44} my={8} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.status === 'error') {
    body = (
      <Alert m="md" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('documents.list.loadError')}>
        <Button size="xs" variant="default" mt="xs" onClick={() => void list.refetch()}>
          {t('documents.list.retry')}
        </Button>
      </Alert>
    );
  } else if (documents.length === 0) {
    body = (
      <EmptyState icon={<IconFiles size={32} stroke={1.6} />} title={t('documents.list.emptyTitle')} body={t('documents.list.emptyBody')} />
    );
  } else {
    body = (
      <>
        <ul aria-label={t('documents.list.label')} style={{ margin: 0, padding: 0 }}>
          {documents.map((document) => (
            <DocumentItem key={String(document.id)} document={document} onAction={(action) => onAction(document, action)} />
          ))}
        </ul>
        {list.hasNextPage && (
          <Group justify="center" p="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('documents.list.loadMore')}
            </Button>
          </Group>
        )}
      </>
    );
  }

  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Group justify="space-between" px="md" py="sm" bg="var(--mantine-color-gray-0)">
        <Title order={2} fz="md">
          {t('documents.list.label')}
        </Title>
        {documents.length > 0 && (
          <Text fz="sm" c="dimmed">
            {t('documents.list.count', { count: documents.length })}
            {list.hasNextPage ? '+' : ''}
          </Text>
        )}
      </Group>
      {body}
      {viewing && viewerSource && (
        <PdfViewerModal opened onClose={() => setViewing(null)} title={viewing.name} source={viewerSource} pageSizes={viewing.pageSizes} />
      )}
      <RenameModal document={renaming} onClose={() => setRenaming(null)} />
      <DeleteModal document={deleting} onClose={() => setDeleting(null)} />
    </Paper>
  );
}
