import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Agreement } from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';
import { IconFileAlert, IconLock, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusPage } from '../../../../components/status-page';
import { isApiError } from '../../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../../lib/i18n/i18n';
import { openAuthDialog } from '../../../../lib/state/auth-dialog-store';
import { selectIsSignedIn, useSessionStore } from '../../../../lib/state/session-store';
import { useAgreement } from '../../api/agreement-api';
import { isEditableStatus } from '../../lib/editable-status';
import { CreateStepLayout } from '../../pages/create-step-layout';

/**
 * Steps 2 and 3 edit a saved draft: signed out they offer sign-in and call nothing;
 * then they load the draft and explain when it cannot be edited (missing, someone
 * else's, already sent) before handing it to the step.
 */
export function DraftGate({ step, children }: { step: 2 | 3; children: (agreement: Agreement) => ReactNode }) {
  const { t } = useTranslation();
  const { flowId } = useParams();
  const signedIn = useSessionStore(selectIsSignedIn);
  const validId = flowId !== undefined && /^\d{1,19}$/.test(flowId);
  const query = useAgreement(signedIn && validId ? flowId : undefined);
  const title = t(step === 2 ? 'fields.step2Title' : 'fields.step3Title');

  if (!signedIn) {
    return (
      <StatusPage
        icon={<IconLock size={30} />}
        title={t('fields.signedOutTitle')}
        body={t('fields.signedOutBody')}
        actions={<Button onClick={() => openAuthDialog('signIn')}>{t('auth.signIn')}</Button>}
      />
    );
  }

  const code = isApiError(query.error) ? query.error.code : undefined;
  if (!validId || code === ErrorCode.NotFound) {
    return (
      <StatusPage
        icon={<IconFileAlert size={30} />}
        title={t('fields.notFoundTitle')}
        body={t('fields.notFoundBody')}
        actions={
          <Button component={Link} to="/flow/create/step1">
            {t('fields.startNew')}
          </Button>
        }
      />
    );
  }
  if (code === ErrorCode.NoPermission) {
    return <StatusPage icon={<IconLock size={30} />} title={t('fields.loadFailedTitle')} body={t('fields.noPermissionBody')} color="red" />;
  }
  if (query.isError) {
    return (
      <StatusPage
        icon={<IconFileAlert size={30} />}
        title={t('fields.loadFailedTitle')}
        body={errorMessageOrGeneric(code ?? ErrorCode.InternalError)}
        color="red"
        actions={<Button onClick={() => void query.refetch()}>{t('fields.retry')}</Button>}
      />
    );
  }
  if (!query.data) {
    return (
      <CreateStepLayout step={step} title={title}>
        <Center py={80}>
          <Stack align="center" gap="xs">
            <Loader aria-hidden />
            <Text c="dimmed" role="status">
              {t('common.loading')}
            </Text>
          </Stack>
        </Center>
      </CreateStepLayout>
    );
  }
  if (!isEditableStatus(query.data.status)) {
    return (
      <StatusPage
        icon={<IconSend size={30} />}
        title={t('fields.notDraftTitle')}
        body={t('fields.notDraftBody')}
        actions={
          <Button component={Link} to={`/agreement/${String(query.data.id)}`}>
            {t('fields.openAgreement')}
          </Button>
        }
      />
    );
  }
  return (
    <CreateStepLayout step={step} title={query.data.template ? undefined : title} template={query.data.template}>
      {children(query.data)}
    </CreateStepLayout>
  );
}
