import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { documentQueryKeys } from '../api/document-query-keys';
import { DocumentsList } from '../components/documents-list';
import { SignedOutPrompt } from '../components/signed-out-prompt';
import { UploadPanel } from '../components/upload-panel';
import { PageHeader } from '../../../components/page-header';
import { PageContainer } from '../../../components/page-container';

/** /documents: upload, and the drive of the signed-in user. */
export function DocumentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('documents.title'));
  const signedIn = useSessionStore(selectIsSignedIn);
  const queryClient = useQueryClient();
  const onUploaded = useCallback(() => void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all }), [queryClient]);

  if (!signedIn) return <SignedOutPrompt />;

  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('documents.title')} subtitle={t('documents.subtitle')} />
        <UploadPanel onUploaded={onUploaded} />
        <DocumentsList />
      </Stack>
    </PageContainer>
  );
}
