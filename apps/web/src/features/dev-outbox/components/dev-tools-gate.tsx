import { Button } from '@mantine/core';
import { IconPlugConnectedX, IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { StatusPage } from '../../../components/status-page';
import { usePublicConfig } from '../../../lib/app-config/get-public-config';

/** The outbox exists only when the server says developer tools are on. */
export function DevToolsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: config, isPending, isError, refetch, isFetching } = usePublicConfig();
  if (isPending) return <PageLoader />;
  if (isError) {
    return (
      <StatusPage
        icon={<IconPlugConnectedX size={32} stroke={1.6} />}
        color="yellow"
        // The layout's banner already says the server is unreachable; this names what is missing.
        title={t('devOutbox.title')}
        body={t('devOutbox.loadError')}
        actions={
          <Button loading={isFetching} onClick={() => void refetch()}>
            {t('config.retry')}
          </Button>
        }
      />
    );
  }
  if (!config.devTools) {
    return <StatusPage icon={<IconTool size={32} stroke={1.6} />} color="gray" title={t('devOutbox.disabledTitle')} body={t('devOutbox.disabledBody')} />;
  }
  return children;
}
