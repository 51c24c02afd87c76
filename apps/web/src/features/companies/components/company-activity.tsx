import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Company } from '@signet/contracts';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useFormatTime } from '../../../hooks/use-format-time';
import { downloadCompanyActivity, useCompanyActivity } from '../../../lib/companies/companies-api';

/** The latest entries of the company's activity log (owner and admins). */
export function CompanyActivity({ company }: { company: Company }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const activity = useCompanyActivity(company.id);
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const save = () => {
    setDownload('busy');
    downloadCompanyActivity(company).then(
      () => setDownload('idle'),
      () => setDownload('failed'),
    );
  };
  return (
    <SectionCard icon={<IconHistory size={20} />} title={t('companies.activity')} description={t('companies.activityHint')}>
      {activity.isPending ? (
        <Skeleton height={60} radius="md" />
      ) : activity.isError ? (
        <Text fz="sm" c="red.8" role="alert">
          {t('companies.loadFailed')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {activity.data.list.map((event) => (
            <Stack key={String(event.id)} gap={0} component="li" data-testid="activity-row">
              <Text fz="sm">{t(event.kind === 'subscription_changed' && event.subject === 'ends' ? 'companies.event_subscription_changed_ends' : `companies.event_${event.kind}`, { actor: event.actor, subject: event.subject, role: event.role ? t(`companies.asRole_${event.role}`) : '' })}</Text>
              <Text fz="xs" c="dimmed">
                {formatTime(event.at)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        {download === 'failed' ? (
          <Text fz="sm" c="red.8" role="alert">
            {t('companies.exportFailed')}
          </Text>
        ) : null}
        <Button variant="default" size="sm" leftSection={<IconDownload size={16} aria-hidden />} loading={download === 'busy'} onClick={save}>
          {t('companies.export')}
        </Button>
      </Group>
    </SectionCard>
  );
}
