import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_signet_test';

export interface FakeSession {
  id: string;
  /** The form fields the SDK sent, flat (`line_items[0][price_data][unit_amount]`). */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

/**
 * The few Stripe endpoints Signet uses, on a local port: creating a Checkout session (a one-off
 * payment, or a subscription for a company's seats) and a billing portal session. The
 * official SDK is pointed here (STRIPE_API_URL), and webhooks are signed with the SDK's own
 * test-header helper, so the route verifies them exactly as it would Stripe's.
 */
export async function startFakeStripe() {
  const sessions: FakeSession[] = [];
  const portals: { id: string; customer: string; return_url: string | null; locale: string | null; url: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const paying = /^\/pay\/(cs_test_\d+)$/.exec(request.url ?? '');
      const session = paying ? sessions.find((candidate) => candidate.id === paying[1]) : undefined;
      const portal = /^\/portal\/([\w-]+)$/.exec(request.url ?? '');
      if (portal && request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe billing portal</title></head><body><main><h1>Billing portal for ${portal[1]}</h1></main></body></html>`);
        return;
      }
      if (paying && session && request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(hostedPage(session));
        return;
      }
      if (paying && session && request.method === 'POST') {
        // As Stripe does: the webhook is sent, and the buyer goes back to the success URL.
        void deliverWebhook('checkout.session.completed', session.id).finally(() => {
          response.writeHead(303, { location: session.form.success_url ?? '/' });
          response.end();
        });
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/billing_portal/sessions') {
        const form = Object.fromEntries(new URLSearchParams(body));
        const portal = { id: `bps_test_${portals.length + 1}`, object: 'billing_portal.session', customer: form.customer ?? '', return_url: form.return_url ?? null, locale: form.locale ?? null, url: `${base}/portal/${form.customer ?? ''}` };
        portals.push(portal);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(portal));
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        const form = Object.fromEntries(new URLSearchParams(body));
        const key = request.headers['idempotency-key'];
        const again = sessions.find((session) => key && session.idempotencyKey === key);
        const session = again ?? { id: `cs_test_${sessions.length + 1}`, form, idempotencyKey: typeof key === 'string' ? key : undefined };
        if (!again) sessions.push(session);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(checkoutSession(session.id, session.form, 'open', 'unpaid', base)));
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `no fake for ${request.method} ${request.url}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stripe = new Stripe('sk_test_fake');
  let events = 0;
  let webhookUrl: string | null = null;

  /** Any event as Stripe would send it: the raw body and its Stripe-Signature header. */
  const event = (type: string, object: object, options: { eventId?: string; secret?: string } = {}) => {
    const payload = JSON.stringify({ id: options.eventId ?? `evt_test_${++events}`, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object } });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET });
    return { payload, signature };
  };

  const webhook = (type: string, sessionId: string, options: { paymentStatus?: string; eventId?: string; secret?: string } = {}) => {
    const session = sessions.find((candidate) => candidate.id === sessionId);
    const status = type === 'checkout.session.expired' ? 'expired' : 'complete';
    return event(type, checkoutSession(sessionId, session?.form ?? {}, status, options.paymentStatus ?? (status === 'complete' ? 'paid' : 'unpaid'), base), options);
  };

  /** An invoice of a subscription started by `sessionId` (its ids are the session's), paid or failed. */
  const invoiceWebhook = (
    type: 'invoice.paid' | 'invoice.payment_failed',
    sessionId: string,
    invoice: { id?: string; billingReason?: string; amount: number; quantity: number; periodStart: Date; periodEnd: Date; nextAttemptAt?: Date | null },
    options: { eventId?: string } = {},
  ) => {
    const form = sessions.find((candidate) => candidate.id === sessionId)?.form ?? {};
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    return event(
      type,
      {
        id: invoice.id ?? `in_test_${++events}`,
        object: 'invoice',
        billing_reason: invoice.billingReason ?? 'subscription_cycle',
        currency: form['line_items[0][price_data][currency]'] ?? 'usd',
        amount_due: invoice.amount,
        amount_paid: type === 'invoice.paid' ? invoice.amount : 0,
        customer: customerOf(sessionId),
        next_payment_attempt: invoice.nextAttemptAt ? seconds(invoice.nextAttemptAt) : null,
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: subscriptionOf(sessionId), metadata: { orderId: form['subscription_data[metadata][orderId]'], companyId: form['subscription_data[metadata][companyId]'], period: form['subscription_data[metadata][period]'] } },
        },
        lines: { object: 'list', data: [{ id: `il_test_${events}`, object: 'line_item', quantity: invoice.quantity, period: { start: seconds(invoice.periodStart), end: seconds(invoice.periodEnd) } }] },
      },
      options,
    );
  };

  /** The subscription started by `sessionId`, changed in the portal (seats, cancelled at the period's end) or ended. */
  const subscriptionWebhook = (type: 'customer.subscription.updated' | 'customer.subscription.deleted', sessionId: string, change: { quantity: number; cancelAtPeriodEnd?: boolean; status?: string }) =>
    event(type, {
      id: subscriptionOf(sessionId),
      object: 'subscription',
      customer: customerOf(sessionId),
      status: change.status ?? (type === 'customer.subscription.deleted' ? 'canceled' : 'active'),
      cancel_at_period_end: change.cancelAtPeriodEnd ?? false,
      cancel_at: null,
      items: { object: 'list', data: [{ id: `si_${sessionId}`, object: 'subscription_item', quantity: change.quantity }] },
    });

  async function deliverWebhook(type: string, sessionId: string): Promise<void> {
    if (!webhookUrl) return;
    const { payload, signature } = webhook(type, sessionId);
    await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  }

  return {
    url: base,
    sessions,
    /** A webhook as Stripe would send it about a session: the raw body and its Stripe-Signature header. */
    webhook,
    invoiceWebhook,
    subscriptionWebhook,
    /** The billing portal sessions asked for. */
    portals,
    /** Where the hosted page's "Pay" sends its webhook (the server under test). */
    sendWebhooksTo(url: string) {
      webhookUrl = url;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The customer and subscription a subscription-mode session makes: named after it, so tests can find them. */
const customerOf = (sessionId: string) => `cus_${sessionId}`;
const subscriptionOf = (sessionId: string) => `sub_${sessionId}`;

function checkoutSession(id: string, form: Record<string, string>, status: string, paymentStatus: string, base: string) {
  const subscribing = form.mode === 'subscription';
  return {
    id,
    object: 'checkout.session',
    url: `${base}/pay/${id}`,
    mode: form.mode ?? 'payment',
    customer: subscribing && status === 'complete' ? customerOf(id) : null,
    subscription: subscribing && status === 'complete' ? subscriptionOf(id) : null,
    status,
    payment_status: paymentStatus,
    client_reference_id: form.client_reference_id ?? null,
    metadata: { orderId: form['metadata[orderId]'] },
    currency: form['line_items[0][price_data][currency]'],
    amount_total: Number(form['line_items[0][price_data][unit_amount]']),
    success_url: form.success_url,
    cancel_url: form.cancel_url,
  };
}

/** The hosted Checkout page, reduced to what a buyer does: see the amount, pay or go back. */
function hostedPage(session: FakeSession): string {
  const amount = (Number(session.form['line_items[0][price_data][unit_amount]']) * Number(session.form['line_items[0][quantity]'] ?? 1)) / 100;
  const currency = (session.form['line_items[0][price_data][currency]'] ?? '').toUpperCase();
  const name = session.form['line_items[0][price_data][product_data][name]'] ?? '';
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head><body>
<main><h1>Pay ${escape(name)}</h1><p>${amount.toFixed(2)} ${escape(currency)}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form>
<a href="${escape(session.form.cancel_url ?? '/')}">Back</a></main></body></html>`;
}
