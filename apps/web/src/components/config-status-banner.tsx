import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../lib/app-config/get-public-config';

/**
 * Pages render without the public config (it only tunes hosts, limits and
 * locales), so a failure is a calm banner with a retry, not a blocking error.
 */
export function ConfigStatusBanner() {
  const { t } = useTranslation();
  const { isError, refetch, isFetching } = usePublicConfig();
  if (!isError) return null;
  return (
    <Container size="lg" pt="md" px="md" w="100%">
      <Alert
        variant="light"
        color="yellow"
        radius="md"
        icon={<IconPlugConnectedX size={20} aria-hidden />}
        title={t('config.errorTitle')}
        role="status"
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fz="sm">{t('config.errorBody')}</Text>
          <Button size="xs" variant="default" loading={isFetching} onClick={() => void refetch()}>
            {t('config.retry')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
