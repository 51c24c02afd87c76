import { Alert, Badge, Button, Divider, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import type { PlanDetail } from '@signet/contracts';
import { IconAlertTriangle, IconArrowRight, IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { useQueryStatus } from '../../../lib/api/use-query-status';
import { selectIsVip, useSessionStore } from '../../../lib/state/session-store';
import { planName } from '../../../lib/plans/plan-name';
import { OrderHistory } from './order-history';
import { RedeemCodeForm } from './redeem-code-form';
import { SectionCard } from '../../../components/section-card';

/**
 * The Membership card: planDetail (spec 3), with the plan, signature requests left (or
 * unlimited), devices allowed and the end date, then the Redeem box for licence codes and the
 * order history with a receipt for each payment.
 */
export function PlanSection({ returnTo = null }: { returnTo?: string | null }) {
  const { t } = useTranslation();
  const planDetail = useSessionStore((state) => state.planDetail);
  const isVip = useSessionStore(selectIsVip);
  // The root layout fetches the plan after each login; this section only reads it.
  const { status, refetch } = useQueryStatus(accountQueryKeys.plan);

  return (
    <SectionCard
      icon={<IconCrown size={20} />}
      title={t('account.planTitle')}
      action={
        <Button component={Link} to="/pricing/individuals" variant="light" size="xs" rightSection={<IconArrowRight size={14} aria-hidden />}>
          {t('account.planSee')}
        </Button>
      }
    >
      {planDetail ? (
        <Stack gap="md">
          <PlanFacts planDetail={planDetail} isVip={isVip} />
          <Divider />
          <RedeemCodeForm returnTo={returnTo} />
          <Divider />
          <OrderHistory />
        </Stack>
      ) : status === 'error' ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('account.planError')}>
          <Button size="xs" variant="default" mt="xs" onClick={refetch}>
            {t('account.retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="sm" aria-busy>
          <Skeleton height={22} width="40%" />
          <Skeleton height={10} />
          <Skeleton height={22} width="60%" />
        </Stack>
      )}
    </SectionCard>
  );
}

function PlanFacts({ planDetail, isVip }: { planDetail: PlanDetail; isVip: boolean }) {
  const { t, i18n } = useTranslation();
  const unlimited = planDetail.totalCount === null || planDetail.remainCount === null;
  const expiresAt = planDetail.planList.find((plan) => plan.expiresAt)?.expiresAt;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fz="sm" c="dimmed">
            {t('account.planName')}
          </Text>
          <Group gap={6}>
            <Text fw={700} fz="lg">
              {planName(planDetail.planId, t)}
            </Text>
            {isVip ? (
              <Badge color="signet" variant="filled" size="sm">
                {t('account.planVip')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        {expiresAt ? (
          <Text fz="xs" c="dimmed" ta="right">
            {t('account.planExpires', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(expiresAt)) })}
          </Text>
        ) : null}
      </Stack>
      <Divider />
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fz="sm" c="dimmed">
            {t('account.planRequests')}
          </Text>
          <Text fw={600} fz="sm">
            {unlimited ? t('account.planUnlimited') : t('account.planRemaining', { remain: planDetail.remainCount ?? 0, total: planDetail.totalCount ?? 0 })}
          </Text>
        </Group>
        {unlimited || !planDetail.totalCount ? null : (
          <Progress
            value={(100 * (planDetail.remainCount ?? 0)) / planDetail.totalCount}
            color={(planDetail.remainCount ?? 0) === 0 ? 'red' : 'signet'}
            size="sm"
            aria-label={t('account.planRequests')}
          />
        )}
        <Text fz="xs" c="dimmed">
          {t('account.planUsed', { count: planDetail.usedCount })}
        </Text>
      </Stack>
      <Divider />
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fz="sm" c="dimmed">
            {t('account.planDevices')}
          </Text>
          <Text fw={600} fz="sm">
            {planDetail.onlineDevices}
          </Text>
        </Group>
      </Stack>
    </Stack>
  );
}
