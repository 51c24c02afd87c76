import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { webPath } from '@signet/contracts';
import { IconAlertTriangle, IconDeviceMobile, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { planName } from '../../../lib/plans/plan-name';
import { safeReturnPath } from '../../../lib/plans/return-path';
import { useCheckoutOrder } from '../api/checkout';
import { PaymentQrCode } from '../components/payment-qr-code';

/** How long the page keeps asking whether a scanned code was paid (WeChat Pay's Native codes last two hours). */
const SCAN_WAIT_MS = 30 * 60_000;

/** Only WeChat Pay's own payment links are drawn, so a crafted link cannot show another code on our page. */
const WECHAT_CODE = /^weixin:\/\/wxpay\/bizpayurl\?pr=[\w-]+$/;

/**
 * WeChat Pay on a desktop (Native): the order's code as a QR code to scan with WeChat on a
 * phone, while the page waits for the payment notice; once the order is paid, the return page
 * says the plan is the buyer's. Shown only for the reader's own pending order.
 */
export function CheckoutScanPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const orderId = /^\d+$/.test(search.get('order') ?? '') ? search.get('order') : null;
  const code = search.get('code') ?? '';
  const returnTo = safeReturnPath(search.get('returnTo'));
  const [since] = useState(() => Date.now());
  const order = useCheckoutOrder(orderId, since, SCAN_WAIT_MS);
  const pricing = (
    <Button component={Link} to="/pricing/individuals" variant="default">
      {t('checkout.backToPricing')}
    </Button>
  );

  if (order.data?.status === 'paid') {
    const query = new URLSearchParams({ order: orderId ?? '', ...(returnTo ? { returnTo } : {}) });
    return <Navigate replace to={`${webPath('checkoutReturn', {})}?${query.toString()}`} />;
  }
  if (order.data?.status === 'canceled') {
    return <StatusPage icon={<IconX size={34} />} color="gray" title={t('checkout.canceledTitle')} body={t('checkout.canceledBody')} actions={pricing} />;
  }
  if (!orderId || !WECHAT_CODE.test(code) || order.isError) {
    return <StatusPage icon={<IconAlertTriangle size={34} />} color="red" title={t('checkout.unknownTitle')} body={t('checkout.unknownBody')} actions={pricing} />;
  }
  const amount = order.data ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency: order.data.currency }).format(order.data.amount / 100) : '';
  const plan = order.data ? planName(order.data.planId, t) : '';
  const late = order.data?.status === 'pending' && order.dataUpdatedAt - since >= SCAN_WAIT_MS;
  return (
    <StatusPage
      icon={<IconDeviceMobile size={34} />}
      color="teal"
      title={t('checkout.scanTitle')}
      body={order.data ? t('checkout.scanBody', { amount, plan }) : t('common.loading')}
      hideHome
      actions={pricing}
      footnote={t('checkout.scanOnPhone')}
    >
      <Stack align="center" gap="sm">
        <PaymentQrCode text={code} alt={t('checkout.scanAlt', { amount, plan })} />
        <Group gap="xs" justify="center" wrap="nowrap" role="status" aria-live="polite">
          {late ? null : <Loader size="xs" color="gray" aria-hidden />}
          <Text fz="sm" c="dimmed">
            {late ? t('checkout.slowBody') : t('checkout.scanWaiting')}
          </Text>
        </Group>
      </Stack>
    </StatusPage>
  );
}
