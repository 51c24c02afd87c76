import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMING, type Order } from '@signet/contracts';
import { IconAlertTriangle, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planName } from '../../../lib/plans/plan-name';
import { useAppStore } from '../../../lib/state/app-store';
import { downloadReceipt, useOrders } from '../api/list-orders';

/** The Membership card's order history: each paid order with its amount and its receipt. */
export function OrderHistory() {
  const { t } = useTranslation();
  const orders = useOrders();

  return (
    <Stack gap="xs" component="section" aria-labelledby="order-history-title">
      <Text id="order-history-title" fw={600} fz="sm">
        {t('account.ordersTitle')}
      </Text>
      {orders.data ? (
        orders.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('account.ordersEmpty')}
          </Text>
        ) : (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {orders.data.map((order) => (
              <OrderRow key={String(order.id)} order={order} />
            ))}
          </Stack>
        )
      ) : orders.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('account.ordersError')} p="sm">
          <Button size="xs" variant="default" mt={4} onClick={() => void orders.refetch()}>
            {t('account.retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap={6} aria-busy>
          <Skeleton height={18} />
          <Skeleton height={18} width="70%" />
        </Stack>
      )}
    </Stack>
  );
}

function OrderRow({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const language = useAppStore((state) => state.language);
  const [saving, setSaving] = useState(false);
  const paid = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(order.paidAt ?? order.createdAt));
  const amount = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: order.currency }).format(order.amount / 100);
  const plan = t('account.orderWhat', { plan: planName(order.planId, t), period: t(`account.orderPeriod_${order.period}`) });
  // A company's seats (issue 32): how many, and whether the subscription charged them by itself.
  const what = order.seats ? t(order.kind === 'renewal' ? 'account.orderSeatsRenewal' : 'account.orderSeats', { plan, count: order.seats }) : plan;
  const label = t('account.receiptFor', { what, date: paid });

  const save = () => {
    setSaving(true);
    downloadReceipt(order.id, language, t('account.receiptFile', { number: `R-${order.id}` }))
      .catch(() => notifications.show({ color: 'red', message: t('account.receiptFailed'), autoClose: TIMING.toastMs }))
      .finally(() => setSaving(false));
  };

  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={8} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fz="sm" fw={500}>
          {what}
        </Text>
        <Text fz="xs" c="dimmed">
          {paid}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
        <Text fz="sm" fw={600}>
          {amount}
        </Text>
        <Button variant="default" size="compact-sm" leftSection={<IconReceipt size={16} aria-hidden />} aria-label={label} loading={saving} onClick={save}>
          {t('account.receipt')}
        </Button>
      </Group>
    </Group>
  );
}
