import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { webPath, type Agreement } from '@signet/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatTime } from '../../../hooks/use-format-time';
import { TrashBadge } from './agreements-table';
import { StatusBadge } from './status-badge';
import { TestBadge } from '../../../components/test-badge';

/** Name, status and times of the agreement, with a way back to the list. */
export function DetailHeader({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/agreements" fz="sm" underline="hover" c="dimmed" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('agreements.detail.back')}
        </Group>
      </Anchor>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ wordBreak: 'break-word' }}>
          {agreement.name}
        </Title>
        <StatusBadge status={agreement.status} size="lg" />
        {agreement.deletedAt && <TrashBadge />}
        {agreement.test && <TestBadge size="lg" />}
      </Group>
      <Group gap="lg" wrap="wrap">
        <Text fz="sm" c="dimmed">
          {agreement.sentAt ? t('agreements.detail.sentAt', { time: formatTime(agreement.sentAt) }) : t('agreements.detail.notSent')}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('agreements.detail.lastChange', { time: formatTime(agreement.updatedAt) })}
        </Text>
        {agreement.fromTemplate && (
          <Text fz="sm" c="dimmed">
            {t('agreements.detail.fromTemplate')}{' '}
            <Anchor component={Link} to={webPath('templateDetail', { templateId: agreement.fromTemplate.id })} fz="sm">
              {t('agreements.detail.templateVersion', { name: agreement.fromTemplate.name, n: agreement.fromTemplate.version })}
            </Anchor>
          </Text>
        )}
      </Group>
    </Stack>
  );
}
