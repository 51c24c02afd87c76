import { Anchor, Stack, Text } from '@mantine/core';
import type { Company } from '@signet/contracts';
import { IconApi } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';

/**
 * Where the company's API keys and webhooks are (issue 32): on the account page, which shows the
 * current workspace's, so they are the company's while one works in it.
 */
export function CompanyIntegrations({ company, current }: { company: Company; current: boolean }) {
  const { t } = useTranslation();
  return (
    <SectionCard icon={<IconApi size={20} />} title={t('companies.integrations')} description={t('companies.integrationsHint', { company: company.displayName })}>
      <Stack gap="xs">
        {!current && (
          <Text fz="sm" c="dimmed">
            {t('companies.integrationsSwitch', { company: company.displayName })}
          </Text>
        )}
        <Text fz="sm">
          <Anchor component={Link} to="/account#api-keys">
            {t('companies.integrationsLink')}
          </Anchor>
        </Text>
      </Stack>
    </SectionCard>
  );
}
