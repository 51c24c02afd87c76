import { Alert, Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { COMPANY_SEATS_MAX, CURRENCY_OF_REGION, mayDo, priceOf, type BillingPeriod, type Company, type PaymentProvider } from '@signet/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { usePublicConfig } from '../../../lib/app-config/get-public-config';
import { refusalMessage, useBuyCompanySeats, useOpenBillingPortal } from '../../../lib/companies/companies-api';

type Seats = NonNullable<Company['seats']>;

/**
 * How the company's seats are paid (issue 32). With a subscription: when it renews or ends, a
 * failed renewal, and the owner's way to the provider's billing portal. Without one: the owner
 * buys seats (a subscription with Stripe; one period with Alipay or WeChat Pay).
 */
export function CompanySeatBilling({ company, seats }: { company: Company; seats: Seats }) {
  const { t, i18n } = useTranslation();
  const owner = mayDo(company.myRole, 'company.billing');
  const portal = useOpenBillingPortal(company.id);
  // The providers that sell in the company's region (Alipay and WeChat Pay: the China region).
  const providers = usePublicConfig().data?.checkout.byRegion[company.region] ?? [];
  const until = seats.planExpiresAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(seats.planExpiresAt)) : '';

  if (seats.billing === 'subscription') {
    return (
      <Stack gap="xs" data-testid="seat-subscription">
        <Text fz="sm">{seats.renews ? t('companies.subscriptionRenews', { date: until }) : t('companies.subscriptionEnds', { date: until })}</Text>
        {seats.renewalFailed && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('companies.renewalFailed', { date: until })}
          </Alert>
        )}
        {owner ? (
          <Stack gap={4}>
            <Group gap="sm" wrap="wrap">
              <Button variant="default" onClick={() => portal.mutate()} loading={portal.isPending || portal.isSuccess}>
                {t('companies.manageBilling')}
              </Button>
            </Group>
            <Text fz="xs" c="dimmed">
              {t('companies.manageBillingHint')}
            </Text>
            <FormAlert message={refusalMessage(portal.error, t('companies.failed'))} />
          </Stack>
        ) : (
          <Text fz="xs" c="dimmed">
            {t('companies.billingOwnerOnly')}
          </Text>
        )}
      </Stack>
    );
  }
  if (!owner || providers.length === 0) return null;
  return <BuySeatsForm company={company} seats={seats} providers={providers} />;
}

function BuySeatsForm({ company, seats, providers }: { company: Company; seats: Seats; providers: readonly PaymentProvider[] }) {
  const { t, i18n } = useTranslation();
  const buy = useBuyCompanySeats(company.id);
  const [count, setCount] = useState<number | string>(Math.max(5, seats.used + 1));
  const [period, setPeriod] = useState<BillingPeriod>('year');
  const [provider, setProvider] = useState<PaymentProvider>(providers[0] ?? 'stripe');
  const currency = CURRENCY_OF_REGION[company.region];
  const unit = priceOf('enterprise', period, currency) ?? 0;
  const valid = typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= COMPANY_SEATS_MAX;
  const money = (minor: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(minor / 100);
  return (
    <form
      aria-label={t('companies.buyTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) buy.mutate({ seats: count, period, ...(providers.length > 1 ? { provider } : {}) });
      }}
    >
      <Stack gap="sm">
        <Text fz="sm" fw={600}>
          {t('companies.buyTitle')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            style={{ flex: '0 1 140px' }}
            label={t('companies.buySeats')}
            value={count}
            onChange={setCount}
            min={1}
            max={COMPANY_SEATS_MAX}
            allowDecimal={false}
            allowNegative={false}
            error={valid ? undefined : t('companies.buySeatsError', { min: 1, max: COMPANY_SEATS_MAX })}
          />
          <Stack gap={4} style={{ flex: '1 1 200px' }}>
            <Text fz="sm" fw={500} id={`buy-period-${company.id}`}>
              {t('companies.buyPeriod')}
            </Text>
            <SegmentedControl
              aria-labelledby={`buy-period-${company.id}`}
              value={period}
              onChange={(value) => setPeriod(value)}
              data={[
                { value: 'year', label: t('companies.buyYear') },
                { value: 'month', label: t('companies.buyMonth') },
              ]}
              fullWidth
            />
          </Stack>
        </Group>
        {providers.length > 1 && (
          <Stack gap={4}>
            <Text fz="sm" fw={500} id={`buy-provider-${company.id}`}>
              {t('companies.payWith')}
            </Text>
            <SegmentedControl aria-labelledby={`buy-provider-${company.id}`} value={provider} onChange={(value) => setProvider(value)} data={providers.map((value) => ({ value, label: t(`companies.provider_${value}`) }))} fullWidth />
          </Stack>
        )}
        {valid && (
          <Text fz="sm" data-testid="buy-total">
            {t('companies.buyTotal', { seats: count, unit: money(unit), total: money(unit * count), period: t(period === 'year' ? 'companies.buyPeriodYear' : 'companies.buyPeriodMonth') })}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          {provider === 'stripe' ? t('companies.buyRenews') : t('companies.buyPrepaid')}
        </Text>
        <FormAlert message={refusalMessage(buy.error, t('companies.failed'))} />
        <Group>
          <Button type="submit" disabled={!valid} loading={buy.isPending || buy.isSuccess}>
            {t('companies.buyButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
