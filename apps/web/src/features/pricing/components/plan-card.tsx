import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PaymentProvider, Plan } from '@signet/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatFileSize } from '../../../hooks/use-format-file-size';
import { PlanAction } from './plan-action';

export interface PlanCardProps {
  plan: Plan;
  interval: 'month' | 'year';
  currency: 'USD' | 'CNY';
  highlighted: boolean;
  /** The signed-in account's plan (marked on its card). */
  current: boolean;
  signedIn: boolean;
  /** Whether a payment provider is on; without one, paid plans come by licence code. */
  purchasable: boolean;
  /** The page to offer again once paid (from the plan-exceeded dialog). */
  returnTo: string | null;
  /** The payment method picked on the page, when the region has several. */
  provider?: PaymentProvider | undefined;
}

export function PlanCard({ plan, interval, currency, highlighted, current, signedIn, purchasable, returnTo, provider }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const formatSize = useFormatFileSize();
  const price = plan.prices.find((p) => p.interval === interval && p.currency === currency);
  const planName = t(`pricing.plan_${plan.id}`);
  const amount = new Intl.NumberFormat(i18n.language, { style: 'currency', currency, minimumFractionDigits: price ? 2 : 0 }).format(
    (price?.amount ?? 0) / 100,
  );
  const period = !price ? t('pricing.freeForever') : interval === 'month' ? t('pricing.perMonth') : t('pricing.perYear');

  const features = [
    plan.signatureQuota === null ? t('pricing.unlimitedSignatures') : t('pricing.signatures', { count: plan.signatureQuota }),
    t('pricing.signers', { count: plan.signersPerAgreement }),
    t('pricing.fileSize', { size: formatSize(plan.maxFileBytes) }),
    t('pricing.pages', { count: plan.maxPagesPerFile }),
    t('pricing.devices', { count: plan.onlineDevices }),
    ...(plan.cloudStorage ? [t('pricing.cloudStorage')] : []),
  ];

  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      shadow={highlighted ? 'md' : 'xs'}
      style={highlighted ? { borderColor: 'var(--mantine-color-signet-7)', borderWidth: 2 } : undefined}
      component="article"
      aria-label={planName}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="xl">
            {planName}
          </Title>
          {current ? (
            <Badge variant="filled" color="dark">
              {t('pricing.yourPlanBadge')}
            </Badge>
          ) : highlighted ? (
            <Badge variant="light" color="signet">
              {t('pricing.recommended')}
            </Badge>
          ) : null}
        </Group>
        <Group gap={6} align="baseline" wrap="wrap">
          <Text fz={32} fw={800} lh={1.1}>
            {amount}
          </Text>
          <Text c="dimmed">{period}</Text>
        </Group>
        <List
          spacing="xs"
          fz="sm"
          style={{ flex: 1 }}
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color="gray" aria-hidden>
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <PlanAction plan={plan} interval={interval} planName={planName} highlighted={highlighted} current={current} signedIn={signedIn} purchasable={purchasable} returnTo={returnTo} provider={provider} />
      </Stack>
    </Paper>
  );
}
