import { Alert, Stack, Text } from '@mantine/core';
import type { StoredDocument } from '@signet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { documentQueryKeys } from '../api/document-query-keys';
import { uploadLimitsFor } from '../lib/file-checks';
import { SignedOutPrompt } from './signed-out-prompt';
import { UploadPanel } from './upload-panel';

/**
 * The beginning of the flow's 'Add Documents' step: upload here; the documents
 * uploaded so far are reported to the flow (which keeps them once flows exist).
 */
export function AddDocumentsStep({ onDocumentsChange }: { onDocumentsChange?: (documents: StoredDocument[]) => void }) {
  const { t } = useTranslation();
  const signedIn = useSessionStore(selectIsSignedIn);
  const limits = uploadLimitsFor(useSessionStore((state) => state.planDetail));
  const queryClient = useQueryClient();
  const [documents, setDocuments] = useState<StoredDocument[]>([]);

  const onUploaded = useCallback(
    (document: StoredDocument) => {
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all });
      setDocuments((current) => {
        const next = [...current, document];
        onDocumentsChange?.(next);
        return next;
      });
    },
    [queryClient, onDocumentsChange],
  );

  if (!signedIn) return <SignedOutPrompt />;

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('documents.flow.intro', { n: limits.filesPerUpload })}</Text>
      <UploadPanel onUploaded={onUploaded} />
      {documents.length > 0 && (
        <Text fz="sm" fw={500} aria-live="polite">
          {t('documents.flow.uploadedCount', { count: documents.length })}
        </Text>
      )}
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t('documents.flow.laterNote')}
      </Alert>
    </Stack>
  );
}
