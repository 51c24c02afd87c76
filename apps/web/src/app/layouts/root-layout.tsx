import { Progress } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PlanExceededDialog } from '../../components/plan-exceeded-dialog';
import { usePublicConfig } from '../../lib/app-config/get-public-config';

// Loaded beside the first page rather than inside the shell's chunk (see main-layout).
const SessionEffects = lazy(async () => ({ default: (await import('../../features/auth/components/session-effects')).SessionEffects }));

/**
 * Above every layout: starts the public-config fetch (it sets the region and
 * service hosts every later call uses), runs the session's background work (device
 * check, user and plan, the sign-in dialog), holds the plan-exceeded dialog any page may
 * open, and shows progress while a lazy page loads.
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
      <PlanExceededDialog />
      <Suspense fallback={null}>
        <SessionEffects />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
