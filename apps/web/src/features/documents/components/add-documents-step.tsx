import { Button, Divider, Stack, Text } from '@mantine/core';
import type { StoredDocument } from '@signet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconFolderOpen } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from '../../../components/sortable-list/move-item';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { documentQueryKeys } from '../api/document-query-keys';
import type { ChosenDocument } from '../../../lib/agreements/chosen-document';
import { appendStored, driveIdsOf } from '../lib/agreement-documents';
import { uploadLimitsFor } from '../lib/file-checks';
import { ChosenDocuments } from './chosen-documents';
import { PickDocumentsModal } from './pick-documents-modal';
import { SignedOutPrompt } from './signed-out-prompt';
import { UploadPanel } from './upload-panel';

export interface AddDocumentsStepProps {
  /** The agreement's documents, in order (controlled: the flow keeps them in its form). */
  documents: readonly ChosenDocument[];
  onDocumentsChange: (documents: ChosenDocument[]) => void;
  /** A message about the documents, e.g. 'Please add documents' from Continue. */
  error?: string;
}

/**
 * The flow's 'Add documents' step: upload new files or reuse ones from the drive,
 * then order or remove them. A reopened draft shows the documents it holds.
 */
export function AddDocumentsStep({ documents, onDocumentsChange, error }: AddDocumentsStepProps) {
  const { t } = useTranslation();
  const signedIn = useSessionStore(selectIsSignedIn);
  const limits = uploadLimitsFor(useSessionStore((state) => state.planDetail));
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const chooseRef = useRef<HTMLButtonElement>(null);

  // Uploads finish concurrently, between renders: each change builds on the latest list, not this render's.
  const latest = useRef(documents);
  useLayoutEffect(() => {
    latest.current = documents;
  }, [documents]);
  const change = (next: ChosenDocument[]) => {
    latest.current = next;
    onDocumentsChange(next);
  };

  const onUploaded = (document: StoredDocument) => {
    void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all });
    change(appendStored(latest.current, [document]));
  };

  if (!signedIn) return <SignedOutPrompt />;

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('documents.flow.intro', { n: limits.filesPerUpload })}</Text>
      <UploadPanel onUploaded={onUploaded} />
      <Divider label={t('documents.pick.or')} labelPosition="center" />
      <Button ref={chooseRef} variant="default" leftSection={<IconFolderOpen size={18} aria-hidden />} onClick={() => setPicking(true)} style={{ alignSelf: 'center' }}>
        {t('documents.pick.open')}
      </Button>
      {error && (
        <Text c="red.7" fz="sm" role="alert">
          {error}
        </Text>
      )}
      {documents.length > 0 && (
        <ChosenDocuments
          documents={documents}
          onRemove={(document) => change(latest.current.filter((held) => held.key !== document.key))}
          onMove={(from, to) => change(moveItem(latest.current, from, to))}
          onEmptied={() => chooseRef.current?.focus()}
        />
      )}
      <PickDocumentsModal
        opened={picking}
        onClose={() => setPicking(false)}
        chosen={driveIdsOf(documents)}
        filesPerUpload={limits.filesPerUpload}
        onAdd={(picked) => change(appendStored(latest.current, picked))}
      />
    </Stack>
  );
}
