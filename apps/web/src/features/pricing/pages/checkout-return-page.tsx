import { Button, Loader } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { planName } from '../../../lib/plans/plan-name';
import { safeReturnPath } from '../../../lib/plans/return-path';
import { CONFIRMATION_WAIT_MS, useCheckoutOrder } from '../api/checkout';

/**
 * Back from the payment provider: waits for its confirmation (the webhook, which may come a
 * moment after the buyer), then says the plan is theirs. A buyer who gave up is told nothing
 * was charged.
 */
export function CheckoutReturnPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const orderId = /^\d+$/.test(search.get('order') ?? '') ? search.get('order') : null;
  const gaveUp = search.get('canceled') === '1';
  const returnTo = safeReturnPath(search.get('returnTo'));
  const [since] = useState(() => Date.now());
  const order = useCheckoutOrder(orderId, since);
  const queryClient = useQueryClient();
  const paid = order.data?.status === 'paid';
  useEffect(() => {
    // The plan changed on the server: every screen reading the plan detail reads it again.
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: accountQueryKeys.plan });
    // A company's seats: its page reads them again.
    void queryClient.invalidateQueries({ queryKey: accountQueryKeys.companies });
  }, [paid, queryClient]);

  const pricing = (
    <Button component={Link} to="/pricing/individuals" variant="default">
      {t('checkout.backToPricing')}
    </Button>
  );
  if (order.data?.status === 'paid') {
    const date = order.data.paidAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(order.data.paidAt)) : '';
    return (
      <StatusPage
        icon={<IconCircleCheck size={34} />}
        color="teal"
        title={t('checkout.paidTitle')}
        body={order.data.seats ? t('checkout.paidSeatsBody', { count: order.data.seats, date }) : t('checkout.paidBody', { plan: planName(order.data.planId, t), date })}
        actions={
          returnTo ? (
            <Button component={Link} to={returnTo}>
              {t('account.redeemBack')}
            </Button>
          ) : (
            <Button component={Link} to="/account">
              {t('checkout.toAccount')}
            </Button>
          )
        }
      />
    );
  }
  if (gaveUp) {
    return <StatusPage icon={<IconX size={34} />} color="gray" title={t('checkout.canceledTitle')} body={t('checkout.canceledBody')} actions={pricing} />;
  }
  if (!orderId || order.isError) {
    return <StatusPage icon={<IconAlertTriangle size={34} />} color="red" title={t('checkout.unknownTitle')} body={t('checkout.unknownBody')} actions={pricing} />;
  }
  if (order.data?.status === 'pending' && order.dataUpdatedAt - since >= CONFIRMATION_WAIT_MS) {
    return <StatusPage icon={<IconClockHour4 size={34} />} color="gray" title={t('checkout.slowTitle')} body={t('checkout.slowBody')} actions={pricing} />;
  }
  return <StatusPage icon={<Loader size={30} role="status" aria-label={t('common.loading')} />} title={t('checkout.waitingTitle')} body={t('checkout.waitingBody')} hideHome />;
}
