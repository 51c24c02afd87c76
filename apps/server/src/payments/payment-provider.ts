import type { BillingPeriod, Currency, PaymentProvider as PaymentProviderId } from '@signet/contracts';

/** What the buyer is sent to pay for: the order as the catalogue priced it. */
export interface CheckoutRequest {
  orderId: bigint;
  /** The plan's name in the buyer's language, shown on the provider's page. */
  description: string;
  period: BillingPeriod;
  currency: Currency;
  amount: number;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** The provider's page for this order and its id for the payment (kept on the order). */
export interface CheckoutStart {
  providerRef: string;
  url: string;
}

/** What a verified webhook says about a payment. */
export type PaymentNotice =
  | { eventId: string; kind: 'paid' | 'expired'; providerRef: string; orderId: bigint | null }
  | { eventId: string; kind: 'other'; type: string };

/** The provider's signature over a webhook did not hold: refused, and logged by the route. */
export class WebhookSignatureError extends Error {
  constructor(detail: string) {
    super(`webhook signature: ${detail}`);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * One payment provider (issue 17). Stripe implements it; Alipay or WeChat Pay would too
 * (docs/payments.md): start a hosted payment for an order, and read the provider's signed
 * notices. Granting the plan is not the provider's business: the route calls payOrder.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentNotice;
}
