import { Skeleton, Stack, Text } from '@mantine/core';
import type { Company } from '@signet/contracts';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useFormatTime } from '../../../hooks/use-format-time';
import { useCompanyActivity } from '../../../lib/companies/companies-api';

/** The latest entries of the company's activity log (owner and admins). */
export function CompanyActivity({ company }: { company: Company }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const activity = useCompanyActivity(company.id, true);
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
              <Text fz="sm">{t(`companies.event_${event.kind}`, { actor: event.actor, subject: event.subject, role: event.role ? t(`companies.role_${event.role}`) : '' })}</Text>
              <Text fz="xs" c="dimmed">
                {formatTime(event.at)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
