import type { BillingPeriod, CheckoutDevice, Currency, PaymentProvider as PaymentProviderId, Region } from '@signet/contracts';

/** What the buyer is sent to pay for: the order as the catalogue priced it. */
export interface CheckoutRequest {
  orderId: bigint;
  /** The plan's name in the buyer's language, shown on the provider's page. */
  description: string;
  period: BillingPeriod;
  currency: Currency;
  /** The whole amount, in the currency's smallest unit: `unitAmount` × `quantity`. */
  amount: number;
  /** One seat's price (a person's plan: the plan's, with quantity 1). */
  unitAmount: number;
  quantity: number;
  /**
   * A company's seats (issue 32): the provider renews them by itself when it can (`subscriptions`
   * below); a provider that cannot takes `amount` once for one period.
   */
  company: { id: bigint; name: string } | null;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** The provider's desktop flow (a page, or a QR code to scan) or its phone-browser flow. */
  device: CheckoutDevice;
  /** The buyer's address, which WeChat Pay's phone flow must be given. */
  clientIp: string;
  /** Our own page that shows a QR code for the order (WeChat Pay Native), given the code's text. */
  qrPageUrl: (code: string) => string;
}

/** The provider's page for this order and its id for the payment (kept on the order). */
export interface CheckoutStart {
  providerRef: string;
  url: string;
}

/** A charge a subscription made by itself: a renewal, or seats added in the billing portal. */
export interface SubscriptionCharge {
  subscriptionRef: string;
  /** The provider's id for the charge (a Stripe invoice): one order per charge, whatever is replayed. */
  chargeRef: string;
  reason: 'renewal' | 'change';
  currency: string;
  amount: number;
  quantity: number;
  period: BillingPeriod;
  serviceStartsAt: Date;
  serviceEndsAt: Date;
}

/**
 * What a verified webhook says about a payment. `amount`, when the provider states it, is what
 * was paid in the currency's smallest unit: a paid notice whose amount is not the order's pays nothing.
 */
export type PaymentNotice =
  | {
      eventId: string;
      kind: 'paid' | 'expired';
      providerRef: string;
      orderId: bigint | null;
      amount?: number;
      /** A checkout that started a subscription: the provider's ids for the customer and it. */
      subscription?: { customerRef: string; subscriptionRef: string } | undefined;
    }
  | ({ eventId: string; kind: 'subscription_charged' } & SubscriptionCharge)
  | { eventId: string; kind: 'subscription_charge_failed'; subscriptionRef: string; chargeRef: string; currency: string; amount: number; nextAttemptAt: Date | null }
  | { eventId: string; kind: 'subscription_changed'; subscriptionRef: string; quantity: number; renews: boolean; ended: boolean }
  | { eventId: string; kind: 'other'; type: string };

/** The provider's signature over a webhook did not hold: refused, and logged by the route. */
export class WebhookSignatureError extends Error {
  constructor(detail: string) {
    super(`webhook signature: ${detail}`);
    this.name = 'WebhookSignatureError';
  }
}

/** The answer to a notice that was read, in the form the provider wants (Alipay: the text `success`). */
export interface WebhookReply {
  status: number;
  contentType: string;
  body: string;
}

/** The reply a provider that states no wish of its own gets: Stripe's. */
export const JSON_WEBHOOK_REPLY: WebhookReply = { status: 200, contentType: 'application/json; charset=utf-8', body: '{"received":true}' };

/**
 * One payment provider (issue 17; Alipay and WeChat Pay in issue 32): start a hosted payment for
 * an order, and read the provider's signed notices. Granting the plan is not the provider's
 * business: the route calls payOrder.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** The regions whose orders it takes (Alipay and WeChat Pay: the China region only). */
  readonly regions: readonly Region[];
  /** A hosted payment: once, or for a company a subscription when `subscriptions` is there. */
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Providers that renew by themselves (Stripe): the customer's own portal for a subscription. */
  readonly subscriptions?: { openPortal(input: { customerRef: string; returnUrl: string; locale: string }): Promise<string> };
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentNotice;
  /** The answer to a notice it read (acted on or ignored), so that the provider stops sending it. */
  readonly webhookReply: WebhookReply;
}
