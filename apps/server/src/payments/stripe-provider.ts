import Stripe from 'stripe';
import type { BillingPeriod } from '@signet/contracts';
import type { PaymentNotice, PaymentProvider } from './payment-provider.js';
import { JSON_WEBHOOK_REPLY, WebhookSignatureError } from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local fake in tests); null for api.stripe.com. */
  apiUrl: string | null;
}

function clientOptions(apiUrl: string | null): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), protocol: url.protocol === 'https:' ? 'https' : 'http' };
}

const orderIdOf = (session: Stripe.Checkout.Session): bigint | null => {
  const raw = session.metadata?.orderId ?? session.client_reference_id;
  return raw && /^\d+$/.test(raw) ? BigInt(raw) : null;
};

const idOf = (value: string | { id: string } | null | undefined): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : value.id);
const dateOf = (seconds: number) => new Date(seconds * 1000);

/** The subscription an invoice charged for, and the metadata it carried then (our company and period). */
function invoiceSubscription(invoice: Stripe.Invoice): { id: string; period: BillingPeriod } | null {
  const details = invoice.parent?.subscription_details;
  const id = idOf(details?.subscription);
  if (!details || !id) return null;
  return { id, period: details.metadata?.period === 'month' ? 'month' : 'year' };
}

/**
 * Whether a subscription will charge again: on, and not set to end (cancelled in the portal to
 * end with its period, or cancelled outright).
 */
function subscriptionNotice(eventId: string, subscription: Stripe.Subscription, ended: boolean): PaymentNotice {
  const live = ['active', 'trialing', 'past_due', 'incomplete'].includes(subscription.status);
  return {
    eventId,
    kind: 'subscription_changed',
    subscriptionRef: subscription.id,
    quantity: subscription.items.data[0]?.quantity ?? 1,
    renews: !ended && live && !subscription.cancel_at_period_end && subscription.cancel_at === null,
    ended: ended || subscription.status === 'canceled',
  };
}

/**
 * Stripe through its official SDK: a hosted Checkout session per order (a subscription for a
 * company's seats, issue 32), the customer portal, and verified webhooks.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { ...clientOptions(settings.apiUrl), maxNetworkRetries: 2 });
  return {
    id: 'stripe',
    regions: ['intl', 'cn'],
    webhookReply: JSON_WEBHOOK_REPLY,
    async startCheckout(request) {
      const currency = request.currency.toLowerCase();
      const product_data = { name: request.description };
      // A company's seats renew by themselves: a subscription whose quantity is the seats. Its
      // metadata names the company and the period, so every later invoice says whose they are.
      const subscribe = request.company !== null;
      const metadata = { orderId: String(request.orderId), ...(request.company ? { companyId: String(request.company.id), period: request.period } : {}) };
      const session = await stripe.checkout.sessions.create(
        {
          mode: subscribe ? 'subscription' : 'payment',
          client_reference_id: String(request.orderId),
          metadata,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          line_items: [
            subscribe
              ? { quantity: request.quantity, price_data: { currency, unit_amount: request.unitAmount, recurring: { interval: request.period }, product_data } }
              : { quantity: 1, price_data: { currency, unit_amount: request.amount, product_data } },
          ],
          ...(subscribe ? { subscription_data: { metadata, description: request.company?.name ?? '' } } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request for the same order makes no second session.
        { idempotencyKey: `signet-order-${request.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe gave session ${session.id} no URL`);
      return { providerRef: session.id, url: session.url };
    },
    subscriptions: {
      async openPortal({ customerRef, returnUrl, locale }) {
        const portal = await stripe.billingPortal.sessions.create({ customer: customerRef, return_url: returnUrl, locale: locale === 'zh-CN' ? 'zh' : 'en' });
        return portal.url;
      },
    },
    readWebhook(rawBody, headers): PaymentNotice {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookSignatureError('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          // A completed session paid by a delayed method (a bank debit) is paid only when it succeeds.
          if (session.payment_status === 'unpaid') return { eventId: event.id, kind: 'other', type: `${event.type} (unpaid)` };
          const customerRef = idOf(session.customer);
          const subscriptionRef = idOf(session.subscription);
          const subscription = session.mode === 'subscription' && customerRef && subscriptionRef ? { customerRef, subscriptionRef } : undefined;
          return { eventId: event.id, kind: 'paid', providerRef: session.id, orderId: orderIdOf(session), subscription };
        }
        case 'invoice.paid': {
          const invoice = event.data.object;
          const subscription = invoiceSubscription(invoice);
          // The first invoice is the checkout's own payment, which its session reports.
          if (!subscription || !invoice.id || invoice.billing_reason === 'subscription_create' || invoice.amount_paid <= 0) return { eventId: event.id, kind: 'other', type: `${event.type} (${invoice.billing_reason ?? 'no reason'})` };
          const lines = invoice.lines.data;
          const start = Math.min(...lines.map((line) => line.period.start));
          const end = Math.max(...lines.map((line) => line.period.end));
          return {
            eventId: event.id,
            kind: 'subscription_charged',
            subscriptionRef: subscription.id,
            chargeRef: invoice.id,
            reason: invoice.billing_reason === 'subscription_cycle' ? 'renewal' : 'change',
            currency: invoice.currency.toUpperCase(),
            amount: invoice.amount_paid,
            quantity: Math.max(1, ...lines.map((line) => line.quantity ?? 1)),
            period: subscription.period,
            serviceStartsAt: dateOf(start),
            serviceEndsAt: dateOf(end),
          };
        }
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const subscription = invoiceSubscription(invoice);
          if (!subscription || !invoice.id) return { eventId: event.id, kind: 'other', type: event.type };
          const nextAttemptAt = invoice.next_payment_attempt ? dateOf(invoice.next_payment_attempt) : null;
          return { eventId: event.id, kind: 'subscription_charge_failed', subscriptionRef: subscription.id, chargeRef: invoice.id, currency: invoice.currency.toUpperCase(), amount: invoice.amount_due, nextAttemptAt };
        }
        case 'customer.subscription.updated':
          return subscriptionNotice(event.id, event.data.object, false);
        case 'customer.subscription.deleted':
          return subscriptionNotice(event.id, event.data.object, true);
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed': {
          const session = event.data.object;
          return { eventId: event.id, kind: 'expired', providerRef: session.id, orderId: orderIdOf(session) };
        }
        default:
          return { eventId: event.id, kind: 'other', type: event.type };
      }
    },
  };
}
