import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';

/** Documents belong to an account: signed out, the page offers sign-in. */
export function SignedOutPrompt() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconLock size={30} />}
      title={t('documents.signedOutTitle')}
      body={t('documents.signedOutBody')}
      actions={<Button onClick={() => openAuthDialog('signIn')}>{t('auth.signIn')}</Button>}
    />
  );
}
