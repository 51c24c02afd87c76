import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { ErrorCode, priceOf } from '@signet/contracts';
import { newestOutboxId, readLatestMail, uniqueEmail } from '../../../test/helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { downloadFinal, pdfLayoutLines } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';
import { FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../../../test/helpers/fake-stripe.js';
import { getOutboxMessage, listOutboxMessages } from '../../mail/outbox-repository.js';

const DAY = 86_400_000;

/**
 * Issue 32, point 3: a company's seats bought through Stripe as a subscription with a quantity,
 * renewing by itself (or failing to, and saying so), changed in the customer portal, and every
 * payment mailed to the payer with its receipt.
 */
describe.each(databaseTargets())('a company’s seats by Stripe subscription on %s', (kind) => {
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

  const deliver = ({ payload, signature }: { payload: string; signature: string }) =>
    t.app.inject({ method: 'POST', url: '/v1/checkout/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
  const company = async (token: string, companyId: bigint) => (await callOperation(t, contract.getCompany, { params: { companyId } }, { token })).result.company;
  const invite = (token: string, companyId: bigint) => callOperation(t, contract.inviteCompanyMember, { params: { companyId }, body: { email: uniqueEmail(), role: 'member' } }, { token });
  const buy = (token: string, companyId: bigint, seats: number, period: 'month' | 'year' = 'year') =>
    callOperation(t, contract.buyCompanySeats, { params: { companyId }, body: { seats, period } }, { token });
  const mailsTo = async (email: string, subject: RegExp) => (await listOutboxMessages(t.database.db, { to: email, limit: 20 })).filter((mail) => subject.test(mail.subject));

  /** Ann owns Acme Ltd (three free seats, all taken: her and two invitations); Bo is an admin there. */
  async function acme() {
    const ann = await signInUser(t.database.db);
    const bo = await signInUser(t.database.db);
    const created = (await callOperation(t, contract.createCompany, { body: { displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', registrationNumber: null } }, { token: ann.token })).result.company;
    const afterId = await newestOutboxId(t, bo.user.email ?? '');
    await callOperation(t, contract.inviteCompanyMember, { params: { companyId: created.id }, body: { email: bo.user.email ?? '', role: 'admin' } }, { token: ann.token });
    const link = /\/join\?t=([\w-]+)/.exec((await readLatestMail(t, bo.user.email ?? '', { afterId })).text ?? '')?.[1] ?? '';
    expect((await callOperation(t, contract.acceptCompanyInvitation, { body: { token: link } }, { token: bo.token })).code).toBe(200);
    expect((await invite(ann.token, created.id)).code).toBe(200);
    return { ann, bo, companyId: created.id };
  }

  /** Buys `seats` as Ann and has Stripe report the checkout paid: the session it made. */
  async function subscribe(ann: { token: string }, companyId: bigint, seats: number) {
    const bought = await buy(ann.token, companyId, seats);
    expect(bought.code).toBe(200);
    const session = stripe.sessions.at(-1)!;
    expect((await deliver(stripe.webhook('checkout.session.completed', session.id))).statusCode).toBe(200);
    return { session, order: bought.result.order };
  }

  it('sells the owner seats as a subscription with that quantity; paying them lets more people be invited, once however often Stripe repeats it, and mails the receipt', async () => {
    const { ann, bo, companyId } = await acme();
    expect((await invite(ann.token, companyId)).code).toBe(ErrorCode.SeatsUsedUp);

    // Only the owner pays: an admin is refused, and nothing is ordered.
    const sessionsBefore = stripe.sessions.length;
    expect((await buy(bo.token, companyId, 5)).code).toBe(ErrorCode.CompanyRoleTooLow);
    expect(stripe.sessions.length).toBe(sessionsBefore);

    const bought = await buy(ann.token, companyId, 5);
    expect(bought.code).toBe(200);
    const unit = priceOf('enterprise', 'year', 'USD')!;
    expect(bought.result.order).toMatchObject({ planId: 'enterprise', period: 'year', currency: 'USD', amount: unit * 5, status: 'pending', seats: 5, companyId, kind: 'purchase' });
    const session = stripe.sessions.at(-1)!;
    expect(session.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '5',
      'line_items[0][price_data][unit_amount]': String(unit),
      'line_items[0][price_data][recurring][interval]': 'year',
      'subscription_data[metadata][companyId]': String(companyId),
      'subscription_data[metadata][period]': 'year',
    });
    expect(bought.result.checkoutUrl).toBe(`${stripe.url}/pay/${session.id}`);
    expect(session.form.success_url).toContain(`returnTo=%2Fcompanies%2F${companyId}`);
    // An order alone changes nothing.
    expect((await company(ann.token, companyId)).seats).toMatchObject({ total: 3, planId: 'free', billing: null });

    const paid = stripe.webhook('checkout.session.completed', session.id);
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    const seats = (await company(ann.token, companyId)).seats;
    expect(seats).toMatchObject({ total: 5, used: 3, planId: 'enterprise', billing: 'subscription', renews: true, renewalFailed: false });
    expect(Math.abs(new Date(seats?.planExpiresAt ?? 0).getTime() - (Date.now() + 365 * DAY))).toBeLessThan(2 * DAY);
    expect((await invite(ann.token, companyId)).code).toBe(200);
    expect((await invite(ann.token, companyId)).code).toBe(200);
    expect((await invite(ann.token, companyId)).code).toBe(ErrorCode.SeatsUsedUp);

    // One mail to the payer, with the receipt attached.
    await expect.poll(() => mailsTo(ann.user.email ?? '', /^Payment received/).then((mails) => mails.length), { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsTo(ann.user.email ?? '', /^Payment received/);
    expect(mail?.subject).toBe('Payment received: Signet Enterprise, one year, 5 seats for Acme Ltd');
    const full = await getOutboxMessage(t.database.db, mail!.id);
    expect(full?.text).toContain(`We received ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format((unit * 5) / 100)} for Signet Enterprise`);
    expect(full?.attachments).toEqual([expect.objectContaining({ filename: `receipt-R-${bought.result.order.id}.pdf`, contentType: 'application/pdf' })]);
    const orders = (await callOperation(t, contract.listCheckoutOrders, {}, { token: ann.token })).result.list;
    expect(orders).toEqual([expect.objectContaining({ id: bought.result.order.id, status: 'paid', seats: 5, companyId })]);

    // While the subscription runs, seats change in the portal, not by buying again.
    const again = await buy(ann.token, companyId, 2);
    expect(again.code).toBe(ErrorCode.SubscriptionExists);
    expect(again.msg).toBe("This company's seats renew by subscription. Change the number of seats in the billing portal.");
    const log = (await callOperation(t, contract.listCompanyActivity, { params: { companyId }, query: {} }, { token: ann.token })).result.list;
    expect(log.find((event) => event.kind === 'seats_bought')).toMatchObject({ subject: '5' });
  });

  it('renews by itself: the renewal is a paid order with its receipt mailed, the plan runs on, and a replayed invoice counts once', async () => {
    const { ann, companyId } = await acme();
    const { session } = await subscribe(ann, companyId, 4);
    const ends = new Date((await company(ann.token, companyId)).seats?.planExpiresAt ?? 0);
    const invoice = stripe.invoiceWebhook('invoice.paid', session.id, { id: `in_renew_${session.id}`, amount: 4 * 23999, quantity: 4, periodStart: ends, periodEnd: new Date(ends.getTime() + 365 * DAY) });
    expect((await deliver(invoice)).statusCode).toBe(200);
    expect((await deliver(invoice)).statusCode).toBe(200);
    const seats = (await company(ann.token, companyId)).seats;
    // Stripe counts in whole seconds.
    expect(new Date(seats?.planExpiresAt ?? 0).getTime()).toBe(Math.floor((ends.getTime() + 365 * DAY) / 1000) * 1000);
    const orders = (await callOperation(t, contract.listCheckoutOrders, {}, { token: ann.token })).result.list;
    expect(orders.map((order) => order.kind)).toEqual(['renewal', 'purchase']);
    expect(orders[0]).toMatchObject({ amount: 4 * 23999, seats: 4, status: 'paid' });
    await expect.poll(() => mailsTo(ann.user.email ?? '', /^Renewed: /).then((mails) => mails.length), { timeout: 10_000 }).toBe(1);
    const receipt = await downloadFinal(t, contract.getCheckoutReceipt, { params: { orderId: orders[0]!.id }, query: {} }, { token: ann.token });
    expect(receipt.status).toBe(200);
    const text = (await pdfLayoutLines(receipt.body)).join('\n');
    expect(text).toMatch(/Signet Enterprise, one year, 4 seats for Acme Ltd\s*\(renewal\)/);
    const day = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
    expect(text).toContain(`${day(ends)} – ${day(new Date(ends.getTime() + 365 * DAY))}`);
    const log = (await callOperation(t, contract.listCompanyActivity, { params: { companyId }, query: {} }, { token: ann.token })).result.list;
    expect(log.filter((event) => event.kind === 'plan_renewed')).toHaveLength(1);
  });

  it('says so when a renewal fails: the payer is told when Stripe tries again and until when the plan holds; a later payment clears it', async () => {
    const { ann, companyId } = await acme();
    const { session } = await subscribe(ann, companyId, 3);
    const ends = new Date((await company(ann.token, companyId)).seats?.planExpiresAt ?? 0);
    const nextAttemptAt = new Date(ends.getTime() + 3 * DAY);
    const failed = stripe.invoiceWebhook('invoice.payment_failed', session.id, { id: `in_fail_${session.id}`, amount: 3 * 23999, quantity: 3, periodStart: ends, periodEnd: new Date(ends.getTime() + 365 * DAY), nextAttemptAt });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await company(ann.token, companyId)).seats).toMatchObject({ renewalFailed: true, renews: true });
    await expect.poll(() => mailsTo(ann.user.email ?? '', /could not renew/).then((mails) => mails.length), { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsTo(ann.user.email ?? '', /could not renew/);
    expect(mail?.subject).toBe("We could not renew Acme Ltd's Signet Enterprise plan");
    const text = (await getOutboxMessage(t.database.db, mail!.id))?.text ?? '';
    const day = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
    expect(text).toContain(`We will try again on ${day(nextAttemptAt)}.`);
    expect(text).toContain(`The plan stays in force until ${day(ends)}.`);
    expect(text).toContain(`/companies/${companyId}`);

    expect((await deliver(stripe.invoiceWebhook('invoice.paid', session.id, { id: `in_fail_${session.id}`, amount: 3 * 23999, quantity: 3, periodStart: ends, periodEnd: new Date(ends.getTime() + 365 * DAY) }))).statusCode).toBe(200);
    expect((await company(ann.token, companyId)).seats).toMatchObject({ renewalFailed: false });
  });

  it('opens the customer portal for the owner only, and follows what is changed there: seats, and a cancellation at the period’s end', async () => {
    const { ann, bo, companyId } = await acme();
    const prepaid = (await callOperation(t, contract.openCompanyBillingPortal, { params: { companyId } }, { token: ann.token }));
    expect(prepaid.code).toBe(ErrorCode.NoSubscription);
    const { session } = await subscribe(ann, companyId, 3);

    expect((await callOperation(t, contract.openCompanyBillingPortal, { params: { companyId } }, { token: bo.token })).code).toBe(ErrorCode.CompanyRoleTooLow);
    const portal = await callOperation(t, contract.openCompanyBillingPortal, { params: { companyId } }, { token: ann.token, locale: 'zh-CN' });
    expect(portal.code).toBe(200);
    expect(portal.result.url).toBe(`${stripe.url}/portal/cus_${session.id}`);
    expect(stripe.portals.at(-1)).toMatchObject({ customer: `cus_${session.id}`, locale: 'zh', return_url: `${t.config.publicUrl}/companies/${companyId}` });

    expect((await deliver(stripe.subscriptionWebhook('customer.subscription.updated', session.id, { quantity: 8 })))).toMatchObject({ statusCode: 200 });
    expect((await company(ann.token, companyId)).seats).toMatchObject({ total: 8, renews: true });
    expect((await deliver(stripe.subscriptionWebhook('customer.subscription.updated', session.id, { quantity: 8, cancelAtPeriodEnd: true })))).toMatchObject({ statusCode: 200 });
    expect((await company(ann.token, companyId)).seats).toMatchObject({ total: 8, renews: false, planId: 'enterprise' });
    // Ended: the plan still runs to the end of what was paid.
    expect((await deliver(stripe.subscriptionWebhook('customer.subscription.deleted', session.id, { quantity: 8 })))).toMatchObject({ statusCode: 200 });
    expect((await company(ann.token, companyId)).seats).toMatchObject({ total: 8, renews: false, planId: 'enterprise' });
    const log = (await callOperation(t, contract.listCompanyActivity, { params: { companyId }, query: {} }, { token: ann.token })).result.list;
    expect(log.filter((event) => event.kind === 'subscription_changed').map((event) => event.subject)).toEqual(['ends', '8']);
  });

  it('leaves alone what is not ours and refuses what Stripe did not sign', async () => {
    const { ann, companyId } = await acme();
    const { session } = await subscribe(ann, companyId, 3);
    const before = (await company(ann.token, companyId)).seats;
    const stranger = stripe.invoiceWebhook('invoice.paid', 'cs_elsewhere', { amount: 100, quantity: 50, periodStart: new Date(), periodEnd: new Date(Date.now() + 900 * DAY) });
    expect((await deliver(stranger)).statusCode).toBe(200);
    const forged = stripe.subscriptionWebhook('customer.subscription.updated', session.id, { quantity: 500 });
    expect((await deliver({ payload: forged.payload, signature: forged.signature.replace(/v1=\w+/, 'v1=00') })).statusCode).toBe(400);
    expect((await company(ann.token, companyId)).seats).toEqual(before);
  });
});
