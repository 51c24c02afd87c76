import { Button } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { AccountWidget } from './account-widget';

/** The header's account corner: "Sign in" when signed out, the account widget when signed in. */
export function HeaderAccount({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSessionStore(selectIsSignedIn);
  if (signedIn) return <AccountWidget compact={compact} />;
  return (
    <Button
      variant="outline"
      color="dark"
      size={compact ? 'sm' : undefined}
      leftSection={<IconUserCircle size={18} aria-hidden />}
      onClick={() => openAuthDialog('signIn')}
    >
      {t('auth.signIn')}
    </Button>
  );
}
