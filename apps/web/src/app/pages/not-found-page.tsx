import { Text } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconMapSearch size={32} stroke={1.6} />}
      color="gray"
      eyebrow={
        <Text fw={800} fz={48} lh={1} c="signet.7" aria-hidden>
          {t('notFound.code')}
        </Text>
      }
      title={t('notFound.title')}
      body={t('notFound.body')}
    />
  );
}
