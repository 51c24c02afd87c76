import { Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { usePageTitle } from '../../../hooks/use-page-title';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { useAgreement } from '../api/agreement-api';
import { DraftAlreadySent, DraftLoadError, DraftLoading } from '../components/draft-load-status';
import { Step1Editor, type DocumentsSlotProps } from '../components/step1-editor';
import { isEditableStatus } from '../lib/editable-status';
import { CreateStepLayout } from './create-step-layout';

/**
 * /flow/create/step1/:flowId?: a new agreement, or a draft reopened exactly as saved.
 * Signed out, nothing is fetched: the page offers sign-in.
 */
export function CreateStep1Screen({ renderDocuments }: { renderDocuments: (props: DocumentsSlotProps) => React.ReactNode }) {
  const { t } = useTranslation();
  const { flowId } = useParams();
  const signedIn = useSessionStore(selectIsSignedIn);
  const draft = useAgreement(signedIn ? flowId : undefined);
  usePageTitle(t('pages.flowCreate.title'));

  // The first save moves to the new draft's address; that is the same editing session, not a new editor.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [session, setSession] = useState({ flowId, generation: 0 });
  if (session.flowId !== flowId) {
    setSession({ flowId, generation: flowId !== undefined && flowId === createdId ? session.generation : session.generation + 1 });
  }

  if (!signedIn) {
    return (
      <CreateStepLayout step={1}>
        <StatusPage
          icon={<IconLock size={30} />}
          title={t('flow.signedOut.title')}
          body={t('flow.signedOut.body')}
          actions={<Button onClick={() => openAuthDialog('signIn')}>{t('auth.signIn')}</Button>}
        />
      </CreateStepLayout>
    );
  }

  let content;
  if (flowId !== undefined && draft.status === 'pending') content = <DraftLoading />;
  else if (flowId !== undefined && draft.status === 'error') content = <DraftLoadError error={draft.error} onRetry={() => void draft.refetch()} />;
  else if (flowId !== undefined && draft.data && !isEditableStatus(draft.data.status)) content = <DraftAlreadySent flowId={flowId} />;
  else {
    content = (
      <>
        <Text c="dimmed" mb="lg">
          {draft.data?.template ? t('flow.roles.intro') : t('flow.intro')}
        </Text>
        <Step1Editor key={session.generation} flowId={flowId} agreement={draft.data} renderDocuments={renderDocuments} onCreated={setCreatedId} />
      </>
    );
  }
  return (
    <CreateStepLayout step={1} title={draft.data?.template ? t('templates.editTitle') : t('pages.flowCreate.title')} template={draft.data?.template}>
      {content}
    </CreateStepLayout>
  );
}
