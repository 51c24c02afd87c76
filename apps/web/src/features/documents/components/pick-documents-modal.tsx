import { Alert, Button, Checkbox, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { StoredDocument } from '@signet/contracts';
import { IconAlertTriangle, IconFiles } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/state/app-store';
import { useDocumentsList } from '../api/list-documents';
import { addPicked, toggleSelection } from '../lib/chosen-documents';
import { DocumentMeta } from './document-meta';
import { EmptyState } from '../../../components/empty-state';

interface PickDocumentsModalProps {
  opened: boolean;
  onClose: () => void;
  /** The drive documents already in the step: shown ticked and not selectable again. */
  chosen: readonly { id: bigint }[];
  filesPerUpload: number;
  /** The picked documents, within the limit; none of them is in `chosen`. */
  onAdd: (picked: StoredDocument[]) => void;
}

/** The drive as a checklist, to reuse stored documents in the agreement being created. */
export function PickDocumentsModal({ opened, onClose, ...picker }: PickDocumentsModalProps) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.isMobile);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('documents.pick.title')}
      fullScreen={isMobile}
      size="lg"
      // A column, so on a full-screen phone the confirm buttons sit at the bottom even for a short list.
      styles={{ title: { fontWeight: 600 }, content: { display: 'flex', flexDirection: 'column' }, body: { flex: 1, display: 'flex', flexDirection: 'column' } }}
    >
      {/* Rendered only while open, so each opening starts with nothing ticked. */}
      {opened && <PickDocumentsBody onClose={onClose} {...picker} />}
    </Modal>
  );
}

function PickDocumentsBody({ onClose, chosen, filesPerUpload, onAdd }: Omit<PickDocumentsModalProps, 'opened'>) {
  const { t } = useTranslation();
  const list = useDocumentsList(true);
  const documents = useMemo(() => list.data?.pages.flatMap((page) => page.documents) ?? [], [list.data]);
  const [selection, setSelection] = useState<StoredDocument[]>([]);
  const limitId = useId();
  const result = addPicked(chosen, selection, filesPerUpload);
  const isChosen = (document: StoredDocument) => chosen.some((held) => held.id === document.id);

  let body;
  if (list.status === 'pending') {
    body = (
      <Stack gap="xs" aria-busy aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={52} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.status === 'error') {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('documents.list.loadError')} role="alert">
        <Button size="xs" variant="default" mt="xs" onClick={() => void list.refetch()}>
          {t('documents.list.retry')}
        </Button>
      </Alert>
    );
  } else if (documents.length === 0) {
    body = (
      <EmptyState compact icon={<IconFiles size={28} stroke={1.6} />} title={t('documents.list.emptyTitle')} body={t('documents.pick.emptyBody')} />
    );
  } else {
    body = (
      <>
        <Stack component="ul" gap={0} aria-label={t('documents.pick.listLabel')} m={0} p={0}>
          {documents.map((document, index) => {
            const added = isChosen(document);
            return (
              <li key={String(document.id)} style={{ listStyle: 'none', borderTop: index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined }}>
                <Checkbox
                  py="sm"
                  px={4}
                  size="md"
                  checked={added || selection.some((picked) => picked.id === document.id)}
                  disabled={added}
                  onChange={() => setSelection((current) => toggleSelection(current, document, chosen))}
                  label={
                    <Text component="span" fw={600} truncate display="block" title={document.name} c={added ? 'dimmed' : undefined}>
                      {document.name}
                    </Text>
                  }
                  description={
                    <>
                      <DocumentMeta document={document} />
                      {added && ` · ${t('documents.pick.alreadyAdded')}`}
                    </>
                  }
                  styles={{ body: { alignItems: 'center' }, labelWrapper: { flex: 1, minWidth: 0 }, label: { cursor: added ? 'default' : 'pointer' } }}
                />
              </li>
            );
          })}
        </Stack>
        {list.hasNextPage && (
          <Group justify="center" pt="md">
            <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('documents.list.loadMore')}
            </Button>
          </Group>
        )}
      </>
    );
  }

  return (
    <Stack gap="md" style={{ flex: 1 }}>
      {body}
      {/* Kept in view at the bottom of the scrolling dialog, so the choice can be confirmed from anywhere in a long list. */}
      <Stack gap="xs" pos="sticky" bottom={0} mt="auto" py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 1, borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <div aria-live="polite">
          {result.tooMany && (
            <Text c="red.7" fz="sm" id={limitId}>
              {t('max_files_per_upload', { ns: 'common', n: filesPerUpload })}
            </Text>
          )}
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('documents.pick.cancel')}
          </Button>
          <Button
            disabled={selection.length === 0}
            // Still focusable when over the limit, so the reason beside it is found from the button.
            data-disabled={result.tooMany || undefined}
            aria-disabled={result.tooMany || undefined}
            aria-describedby={result.tooMany ? limitId : undefined}
            onClick={() => {
              if (result.tooMany) return;
              onAdd(selection);
              onClose();
            }}
          >
            {t('documents.pick.confirm', { n: selection.length })}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
