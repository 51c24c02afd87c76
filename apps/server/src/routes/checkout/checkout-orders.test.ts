import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode, priceOf } from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets, runsOnPglite } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../../../test/helpers/fake-stripe.js';
import { entitlements } from '../../db/schema/index.js';
import { createOrder } from '../../domain/billing/orders.js';
import { getOutboxMessage, listOutboxMessages } from '../../mail/outbox-repository.js';

describe.each(databaseTargets())('buying a plan through Stripe on %s', (kind) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await buildTestApp(kind, { env: { STRIPE_SECRET_KEY: 'sk_test_signet', STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url } });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const order = (token: string, body: { planId: 'individual' | 'enterprise'; period: 'month' | 'year'; region: 'intl' | 'cn'; returnTo?: string }) =>
    callOperation(t, contract.createCheckoutOrder, { body }, { token });
  const deliver = ({ payload, signature }: { payload: string; signature: string }) =>
    t.app.inject({ method: 'POST', url: '/v1/checkout/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
  const plan = async (token: string) => (await callOperation(t, contract.getSignPlanDetail, {}, { token })).result;
  const grantsOf = async (userId: bigint) => (await t.database.db.select().from(entitlements).where(eq(entitlements.userId, userId))).length;

  it('prices the order from the catalogue in the region’s currency, and sends the buyer to a Checkout session for it', async () => {
    const me = await signInOnPlan(t);
    expect((await callOperation(t, contract.getPublicConfig, {}, { headers: { authorization: `Basic ${Buffer.from('signet-web:signet-web').toString('base64')}` } })).result.checkout).toEqual({ providers: ['stripe'], byRegion: { intl: ['stripe'], cn: ['stripe'] } });
    const answer = await order(me.token, { planId: 'individual', period: 'year', region: 'intl' });
    expect(answer.code).toBe(200);
    expect(answer.result.order).toMatchObject({ planId: 'individual', period: 'year', currency: 'USD', amount: priceOf('individual', 'year', 'USD'), status: 'pending' });
    const session = stripe.sessions.at(-1)!;
    expect(answer.result.checkoutUrl).toBe(`${stripe.url}/pay/${session.id}`);
    expect(session.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(priceOf('individual', 'year', 'USD')),
      'metadata[orderId]': String(answer.result.order.id),
    });
    expect(session.form.success_url).toContain(`/checkout/return?order=${answer.result.order.id}`);
    expect(session.idempotencyKey).toBe(`signet-order-${answer.result.order.id}`);

    const cn = await order(me.token, { planId: 'enterprise', period: 'month', region: 'cn' });
    expect(cn.result.order).toMatchObject({ currency: 'CNY', amount: priceOf('enterprise', 'month', 'CNY') });
    expect(stripe.sessions.at(-1)?.form['line_items[0][price_data][currency]']).toBe('cny');
  });

  it('never takes a price or a plan grant from the client', async () => {
    const me = await signInOnPlan(t);
    const priced = await callOperation(t, contract.createCheckoutOrder, { body: { planId: 'individual', period: 'month', region: 'intl', amount: 1 } as never }, { token: me.token });
    expect(priced.code).toBe(ErrorCode.ParameterError);
    const free = await callOperation(t, contract.createCheckoutOrder, { body: { planId: 'free', period: 'month', region: 'intl' } as never }, { token: me.token });
    expect(free.code).toBe(ErrorCode.ParameterError);
    // Another origin, however it is spelled (browsers drop tabs and line breaks, read \ as /).
    for (const returnTo of ['//evil.example/x', '/\t/evil.example/', '/\n/evil.example/', '/\\evil.example', 'https://evil.example/']) {
      const elsewhere = await callOperation(t, contract.createCheckoutOrder, { body: { planId: 'individual', period: 'month', region: 'intl', returnTo } }, { token: me.token });
      expect(elsewhere.code, JSON.stringify(returnTo)).toBe(ErrorCode.ParameterError);
    }
    expect((await order(me.token, { planId: 'individual', period: 'month', region: 'intl', returnTo: '/flow/create/step3/7' } )).code).toBe(200);
    expect(stripe.sessions.at(-1)?.form.success_url).toMatch(/\/checkout\/return\?order=\d+&returnTo=%2Fflow%2Fcreate%2Fstep3%2F7$/);
    // An order alone grants nothing: only the provider's signed notice does.
    await order(me.token, { planId: 'enterprise', period: 'year', region: 'intl' });
    expect((await plan(me.token)).planId).toBe('free');
  });

  it('grants the plan on the signed notice, once however often Stripe repeats it, and the order reads paid', async () => {
    const me = await signInOnPlan(t);
    const answer = await order(me.token, { planId: 'individual', period: 'month', region: 'intl' });
    const session = stripe.sessions.at(-1)!.id;
    const completed = stripe.webhook('checkout.session.completed', session);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await deliver(stripe.webhook('checkout.session.async_payment_succeeded', session))).statusCode).toBe(200);
    expect(await plan(me.token)).toMatchObject({ planId: 'individual', planList: [{ planId: 'individual' }] });
    expect(await grantsOf(me.user.id)).toBe(1);
    const read = await callOperation(t, contract.getCheckoutOrder, { params: { orderId: answer.result.order.id } }, { token: me.token });
    expect(read.result).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    // The payer is mailed once, with the receipt (issue 32: every payment).
    const receiptMails = async () => (await listOutboxMessages(t.database.db, { to: me.user.email ?? '', limit: 10 })).filter((mail) => mail.subject === 'Payment received: Signet Individual, one month');
    await expect.poll(async () => (await receiptMails()).length, { timeout: 10_000 }).toBe(1);
    expect((await getOutboxMessage(t.database.db, (await receiptMails())[0]!.id))?.attachments).toEqual([expect.objectContaining({ filename: `receipt-R-${answer.result.order.id}.pdf` })]);
    // Another account cannot read it.
    const other = await signInOnPlan(t);
    expect((await callOperation(t, contract.getCheckoutOrder, { params: { orderId: answer.result.order.id } }, { token: other.token })).code).toBe(ErrorCode.NotFound);
  });

  it('handles notices out of order: expired then paid grants, paid then expired stays paid', async () => {
    const me = await signInOnPlan(t);
    const first = (await order(me.token, { planId: 'individual', period: 'month', region: 'intl' })).result.order.id;
    const firstSession = stripe.sessions.at(-1)!.id;
    await deliver(stripe.webhook('checkout.session.expired', firstSession));
    expect((await callOperation(t, contract.getCheckoutOrder, { params: { orderId: first } }, { token: me.token })).result.status).toBe('canceled');
    await deliver(stripe.webhook('checkout.session.completed', firstSession));
    expect((await callOperation(t, contract.getCheckoutOrder, { params: { orderId: first } }, { token: me.token })).result.status).toBe('paid');

    const second = (await order(me.token, { planId: 'individual', period: 'month', region: 'intl' })).result.order.id;
    const secondSession = stripe.sessions.at(-1)!.id;
    await deliver(stripe.webhook('checkout.session.completed', secondSession));
    await deliver(stripe.webhook('checkout.session.expired', secondSession));
    expect((await callOperation(t, contract.getCheckoutOrder, { params: { orderId: second } }, { token: me.token })).result.status).toBe('paid');
    expect(await grantsOf(me.user.id)).toBe(2);
    // A completed session still unpaid (a bank debit under way) grants nothing yet.
    const third = (await order(me.token, { planId: 'enterprise', period: 'month', region: 'intl' })).result.order.id;
    await deliver(stripe.webhook('checkout.session.completed', stripe.sessions.at(-1)!.id, { paymentStatus: 'unpaid' }));
    expect((await callOperation(t, contract.getCheckoutOrder, { params: { orderId: third } }, { token: me.token })).result.status).toBe('pending');
  });

  it('pays an order whose notice came before its session id was kept, but never one paid by another session', async () => {
    const me = await signInOnPlan(t);
    const early = await createOrder(t.database.db, { userId: me.user.id, planId: 'individual', period: 'month', region: 'intl', provider: 'stripe' });
    stripe.sessions.push({ id: 'cs_test_early', form: { 'metadata[orderId]': String(early.id) }, idempotencyKey: undefined });
    expect((await deliver(stripe.webhook('checkout.session.completed', 'cs_test_early'))).statusCode).toBe(200);
    expect((await plan(me.token)).planId).toBe('individual');

    const other = await signInOnPlan(t);
    const theirs = (await order(other.token, { planId: 'enterprise', period: 'year', region: 'intl' })).result.order.id;
    stripe.sessions.push({ id: 'cs_test_stranger', form: { 'metadata[orderId]': String(theirs) }, idempotencyKey: undefined });
    expect((await deliver(stripe.webhook('checkout.session.completed', 'cs_test_stranger'))).statusCode).toBe(200);
    expect((await plan(other.token)).planId).toBe('free');
  });

  it('refuses a notice with a bad or missing signature, and grants nothing', async () => {
    const me = await signInOnPlan(t);
    await order(me.token, { planId: 'enterprise', period: 'year', region: 'intl' });
    const session = stripe.sessions.at(-1)!.id;
    const forged = stripe.webhook('checkout.session.completed', session, { secret: 'whsec_someone_else' });
    expect((await deliver(forged)).statusCode).toBe(400);
    const tampered = stripe.webhook('checkout.session.completed', session);
    expect((await deliver({ payload: tampered.payload.replace('"paid"', '"paid" '), signature: tampered.signature })).statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/v1/checkout/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: tampered.payload });
    expect(unsigned.statusCode).toBe(400);
    expect((await plan(me.token)).planId).toBe('free');
    expect(await grantsOf(me.user.id)).toBe(0);
  });
});

describe.runIf(runsOnPglite())('buying a plan with no payment provider on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers 8003 with the way to a licence code, and has no webhook to call', async () => {
    const me = await signInOnPlan(t);
    const answer = await callOperation(t, contract.createCheckoutOrder, { body: { planId: 'individual', period: 'year', region: 'intl' } }, { token: me.token });
    expect(answer).toMatchObject({ code: ErrorCode.PaymentUnavailable, msg: 'Online payment is not available on this server. Please redeem a licence code instead.' });
    expect((await t.app.inject({ method: 'POST', url: '/v1/checkout/stripe/webhook', payload: '{}' })).statusCode).toBe(404);
  });
});

describe.runIf(runsOnPglite())('buying on a region’s own site when CN_HOSTNAMES is set', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await buildTestApp('pglite', { env: { STRIPE_SECRET_KEY: 'sk_test_signet', STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url, CN_HOSTNAMES: 'sign.example.cn' } });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const order = (token: string, host: string, region: 'intl' | 'cn') =>
    callOperation(t, contract.createCheckoutOrder, { body: { planId: 'enterprise', period: 'year', region } }, { token, headers: { host } });

  it('sells CNY only on the China host names and USD only elsewhere, whatever the request names', async () => {
    const me = await signInOnPlan(t);
    expect((await order(me.token, 'sign.example.cn', 'cn')).result.order).toMatchObject({ currency: 'CNY', amount: priceOf('enterprise', 'year', 'CNY') });
    expect((await order(me.token, 'sign.example.com', 'intl')).result.order).toMatchObject({ currency: 'USD' });
    const cnyAbroad = await order(me.token, 'sign.example.com', 'cn');
    expect(cnyAbroad.code).toBe(ErrorCode.ParameterError);
    expect(cnyAbroad.msg).toBe('This site sells in its own region’s currency only. Buy this price on the Signet site for its region.');
    expect((await order(me.token, 'SIGN.example.cn:443', 'intl')).code).toBe(ErrorCode.ParameterError);
  });
});
