import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMING } from '@signet/contracts';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Placeholder until accounts arrive: it explains rather than doing nothing. */
export function SignInButton({ fullWidth }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline"
      color="dark"
      leftSection={<IconUserCircle size={18} aria-hidden />}
      fullWidth={fullWidth}
      onClick={() =>
        notifications.show({
          id: 'sign-in-soon',
          title: t('auth.comingSoonTitle'),
          message: t('auth.comingSoonBody'),
          autoClose: TIMING.toastMs * 2,
        })
      }
    >
      {t('auth.signIn')}
    </Button>
  );
}
