import { Box, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { NotFoundPage } from './not-found-page';

/**
 * The router's error boundary. It sits outside the layouts, so it must stand on
 * its own; a failed lazy chunk (after a deploy) is fixed by a reload.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Box component="main" id="main">
        <NotFoundPage />
      </Box>
    );
  }
  return (
    <Box component="main" id="main">
      <StatusPage
        icon={<IconAlertTriangle size={32} stroke={1.6} />}
        color="red"
        title={t('routeError.title')}
        body={t('routeError.body')}
        actions={<Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
      />
    </Box>
  );
}
