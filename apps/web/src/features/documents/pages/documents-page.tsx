import { Container, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { documentQueryKeys } from '../api/document-query-keys';
import { DocumentsList } from '../components/documents-list';
import { SignedOutPrompt } from '../components/signed-out-prompt';
import { UploadPanel } from '../components/upload-panel';

/** /documents: upload, and the drive of the signed-in user. */
export function DocumentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('documents.title'));
  const signedIn = useSessionStore(selectIsSignedIn);
  const queryClient = useQueryClient();
  const onUploaded = useCallback(() => void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all }), [queryClient]);

  if (!signedIn) return <SignedOutPrompt />;

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('documents.title')}
          </Title>
          <Text c="dimmed">{t('documents.subtitle')}</Text>
        </Stack>
        <UploadPanel onUploaded={onUploaded} />
        <DocumentsList />
      </Stack>
    </Container>
  );
}
