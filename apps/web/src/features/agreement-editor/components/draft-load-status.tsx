import { Button, Skeleton, Stack } from '@mantine/core';
import { ErrorCode } from '@signet/contracts';
import { IconAlertTriangle, IconFileOff, IconLock, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { isApiError } from '../../../lib/api/api-error';

/** While the draft loads: the shape of the editor, announced as busy. */
export function DraftLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy aria-label={t('flow.load.loading')}>
      <Skeleton height={88} radius="md" />
      <Skeleton height={56} radius="md" />
      <Skeleton height={220} radius="lg" />
      <Skeleton height={180} radius="lg" />
    </Stack>
  );
}

/** Why a draft cannot be edited: not found (404), not the user's (7403), or an error to retry. */
export function DraftLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const code = isApiError(error) ? error.code : 0;
  if (code === ErrorCode.NotFound) {
    return <StatusPage icon={<IconFileOff size={30} />} title={t('flow.load.notFoundTitle')} body={t('flow.load.notFoundBody')} actions={<NewAgreementButton />} />;
  }
  if (code === ErrorCode.NoPermission) {
    return <StatusPage icon={<IconLock size={30} />} title={t('flow.load.noPermissionTitle')} body={t('http_error_7403', { ns: 'common' })} actions={<NewAgreementButton />} />;
  }
  return (
    <StatusPage
      icon={<IconAlertTriangle size={30} />}
      color="red"
      title={t('flow.load.errorTitle')}
      body={isApiError(error) ? error.msg : t('operation_failed', { ns: 'common' })}
      actions={<Button onClick={onRetry}>{t('flow.load.retry')}</Button>}
    />
  );
}

/** The agreement left the draft state (sent elsewhere): it is followed on its own page. */
export function DraftAlreadySent({ flowId }: { flowId: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconSend size={30} />}
      title={t('flow.load.sentTitle')}
      body={t('flow.load.sentBody')}
      actions={
        <Button component={Link} to={`/agreement/${flowId}`}>
          {t('flow.load.openAgreement')}
        </Button>
      }
    />
  );
}

function NewAgreementButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/flow/create/step1" variant="default">
      {t('flow.load.startNew')}
    </Button>
  );
}
