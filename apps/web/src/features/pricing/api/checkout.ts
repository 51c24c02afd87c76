import { contactSales, createCheckoutOrder, getCheckoutOrder, type BillingPeriod, type PaidPlanId, type PaymentProvider, type Region } from '@signet/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import type { z } from 'zod';

/**
 * Starts buying a plan, then leaves for the payment provider's page (or, for WeChat Pay on a
 * desktop, our page with its QR code). The server reads phone or desktop from the browser.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: { planId: PaidPlanId; period: BillingPeriod; region: Region; provider?: PaymentProvider; returnTo?: string }) => callOperation(createCheckoutOrder, { body }),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
}

/** How long the return page waits for the provider's confirmation before saying it is late. */
export const CONFIRMATION_WAIT_MS = 60_000;

/** An order, read again every 1.5 s while it waits for the provider's confirmation (for `waitMs`, a minute, from `since`). */
export function useCheckoutOrder(orderId: string | null, since: number, waitMs = CONFIRMATION_WAIT_MS) {
  return useQuery({
    queryKey: ['account', 'order', orderId],
    queryFn: () => callOperation(getCheckoutOrder, { params: { orderId: orderId ?? '' } }, { silent: true }),
    enabled: orderId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' && Date.now() - since < waitMs ? 1500 : false),
  });
}

/** Sends the enterprise contact form; the server queues it for the sales team. */
export function useContactSales() {
  return useMutation({
    mutationFn: (body: z.output<typeof contactSales.body>) => callOperation(contactSales, { body }, { silent: true }),
  });
}
