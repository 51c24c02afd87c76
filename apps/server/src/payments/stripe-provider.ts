import Stripe from 'stripe';
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

/** Stripe through its official SDK: a hosted Checkout session per order, and verified webhooks. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { ...clientOptions(settings.apiUrl), maxNetworkRetries: 2 });
  return {
    id: 'stripe',
    regions: ['intl', 'cn'],
    webhookReply: JSON_WEBHOOK_REPLY,
    async startCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(request.orderId),
          metadata: { orderId: String(request.orderId) },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amount, product_data: { name: request.description } } }],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request for the same order makes no second session.
        { idempotencyKey: `signet-order-${request.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe gave session ${session.id} no URL`);
      return { providerRef: session.id, url: session.url };
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
          return { eventId: event.id, kind: 'paid', providerRef: session.id, orderId: orderIdOf(session) };
        }
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
