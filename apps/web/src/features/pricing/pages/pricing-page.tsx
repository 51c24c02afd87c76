import { Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PaymentProvider } from '@signet/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../lib/plans/return-path';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAppStore } from '../../../lib/state/app-store';
import { useSessionStore } from '../../../lib/state/session-store';
import { usePlanCatalogue } from '../../../lib/plans/use-plan-catalogue';
import { ContactSalesForm } from '../components/contact-sales-form';
import { PlanCard } from '../components/plan-card';
import { PageContainer } from '../../../components/page-container';

type Audience = 'individuals' | 'enterprise';

/** /pricing/individuals and /pricing/enterprise: one page, the audience picks the plans. */
function PricingPage({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('pricing.title'));
  const [interval, setInterval] = useState<'month' | 'year'>('year');
  const isChina = useAppStore((state) => state.isChina);
  const { plans, purchasable, providers } = usePlanCatalogue();
  const [picked, setPicked] = useState<PaymentProvider | null>(null);
  const provider = picked !== null && providers.includes(picked) ? picked : providers[0];
  const shown = plans.filter((plan) => (audience === 'enterprise' ? plan.tier === 'enterprise' || plan.tier === 'individual' : plan.tier !== 'enterprise'));
  const highlightedId = audience === 'enterprise' ? 'enterprise' : 'individual';
  const signedIn = useSessionStore((state) => state.token !== '');
  const currentId = useSessionStore((state) => (state.token ? state.planDetail?.planId : undefined));
  // Sent here by the plan-exceeded dialog: after paying, the return page offers that page again.
  const [search] = useSearchParams();
  const returnTo = safeReturnPath(search.get('returnTo'));

  return (
    <PageContainer>
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            {t('pricing.title')}
          </Title>
          <Text c="dimmed" fz="lg">
            {t('pricing.subtitle')}
          </Text>
        </Stack>
        <Stack gap="sm" align="center">
          <SegmentedControl
            aria-label={t('pricing.audienceLabel')}
            value={audience}
            onChange={(value) => void navigate(`/pricing/${value}${search.size ? `?${search.toString()}` : ''}`)}
            data={[
              { value: 'individuals', label: t('pricing.individuals') },
              { value: 'enterprise', label: t('pricing.enterprise') },
            ]}
          />
          <SegmentedControl
            aria-label={t('pricing.intervalLabel')}
            size="xs"
            value={interval}
            onChange={(value) => setInterval(value === 'month' ? 'month' : 'year')}
            data={[
              { value: 'month', label: t('pricing.monthly') },
              { value: 'year', label: t('pricing.yearly') },
            ]}
          />
          {purchasable && providers.length > 1 ? (
            <Group gap="xs" justify="center">
              <Text id="pay-with-label" fz="xs" c="dimmed">
                {t('pricing.payWithLabel')}
              </Text>
              <SegmentedControl
                aria-labelledby="pay-with-label"
                size="xs"
                value={provider}
                onChange={setPicked}
                data={providers.map((id) => ({ value: id, label: t(`pricing.payWith_${id}`) }))}
              />
            </Group>
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {shown.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              interval={interval}
              currency={isChina ? 'CNY' : 'USD'}
              highlighted={plan.id === highlightedId}
              current={plan.id === currentId}
              signedIn={signedIn}
              purchasable={purchasable}
              returnTo={returnTo}
              provider={provider}
            />
          ))}
        </SimpleGrid>
        {audience === 'enterprise' ? <ContactSalesForm /> : null}
      </Stack>
    </PageContainer>
  );
}

export const PricingIndividualsPage = () => <PricingPage audience="individuals" />;
export const PricingEnterprisePage = () => <PricingPage audience="enterprise" />;
