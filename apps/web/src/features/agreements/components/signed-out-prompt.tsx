import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';

/** Agreements belong to an account: signed out, the pages offer sign-in. */
export function AgreementsSignedOut() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconLock size={30} />}
      title={t('agreements.signedOutTitle')}
      body={t('agreements.signedOutBody')}
      actions={<Button onClick={() => openAuthDialog('signIn')}>{t('auth.signIn')}</Button>}
    />
  );
}
