import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { usePublicConfig } from '../../lib/app-config/get-public-config';

/**
 * Above every layout: starts the public-config fetch (it sets the region and
 * service hosts every later call uses) and shows progress while a lazy page loads.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  usePublicConfig();
  return (
    <>
      {navigation.state === 'loading' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          aria-label={t('common.loading')}
          style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
