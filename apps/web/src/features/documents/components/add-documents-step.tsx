import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import type { StoredDocument } from '@signet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconFolderOpen, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { documentQueryKeys } from '../api/document-query-keys';
import { uploadLimitsFor } from '../lib/file-checks';
import { addDocuments, removeDocument } from '../lib/chosen-documents';
import { ChosenDocuments } from './chosen-documents';
import { PickDocumentsModal } from './pick-documents-modal';
import { SignedOutPrompt } from './signed-out-prompt';
import { UploadPanel } from './upload-panel';

/**
 * The beginning of the flow's 'Add Documents' step: upload new files or reuse ones
 * from the drive; the chosen documents are reported to the flow (which keeps them
 * once flows exist).
 */
export function AddDocumentsStep({ onDocumentsChange }: { onDocumentsChange?: (documents: StoredDocument[]) => void }) {
  const { t } = useTranslation();
  const signedIn = useSessionStore(selectIsSignedIn);
  const limits = uploadLimitsFor(useSessionStore((state) => state.planDetail));
  const queryClient = useQueryClient();
  const [documents, setDocuments] = useState<StoredDocument[]>([]);
  const [picking, setPicking] = useState(false);
  const chooseRef = useRef<HTMLButtonElement>(null);

  // Reported after the change is committed: uploads finish concurrently, so state is updated functionally.
  const reported = useRef(documents);
  useEffect(() => {
    if (reported.current === documents) return;
    reported.current = documents;
    onDocumentsChange?.(documents);
  }, [documents, onDocumentsChange]);

  const onUploaded = (document: StoredDocument) => {
    void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all });
    setDocuments((current) => addDocuments(current, [document]));
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
      {documents.length > 0 && (
        <ChosenDocuments
          documents={documents}
          onRemove={(document) => setDocuments((current) => removeDocument(current, document))}
          onEmptied={() => chooseRef.current?.focus()}
        />
      )}
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t('documents.flow.laterNote')}
      </Alert>
      <PickDocumentsModal
        opened={picking}
        onClose={() => setPicking(false)}
        chosen={documents}
        filesPerUpload={limits.filesPerUpload}
        onAdd={(picked) => setDocuments((current) => addDocuments(current, picked))}
      />
    </Stack>
  );
}
