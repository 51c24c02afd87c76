import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode, priceOf, type PaymentProvider, type Region } from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets, runsOnPglite } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { ALIPAY_APP_ID, WECHAT, startChinaProviders } from '../../../test/helpers/china-payments.js';
import { rsaKeyPair } from '../../../test/helpers/fake-alipay.js';
import { entitlements } from '../../db/schema/index.js';
import { yuanOf } from '../../payments/alipay-sign.js';
import { wechatpayAuthorization } from '../../payments/wechatpay-sign.js';

interface OrderBody {
  planId?: 'individual' | 'enterprise';
  period?: 'month' | 'year';
  region?: Region;
  provider?: PaymentProvider;
  device?: 'desktop' | 'phone';
}

describe.each(databaseTargets())('buying a plan through Alipay and WeChat Pay on %s', (kind) => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof startChinaProviders>>;
  beforeAll(async () => {
    fakes = await startChinaProviders({ stripe: true });
    t = await buildTestApp(kind, { env: fakes.env });
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  const order = (token: string, body: OrderBody, headers: Record<string, string> = {}) =>
    callOperation(t, contract.createCheckoutOrder, { body: { planId: 'individual', period: 'year', region: 'cn', ...body } }, { token, headers });
  const status = async (token: string, orderId: bigint) => (await callOperation(t, contract.getCheckoutOrder, { params: { orderId } }, { token })).result.status;
  const plan = async (token: string) => (await callOperation(t, contract.getSignPlanDetail, {}, { token })).result.planId;
  const grantsOf = async (userId: bigint) => (await t.database.db.select().from(entitlements).where(eq(entitlements.userId, userId))).length;
  const alipayNotice = (payload: string) => t.app.inject({ method: 'POST', url: '/v1/checkout/alipay/webhook', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload });
  const wechatNotice = ({ body, headers }: { body: string; headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: '/v1/checkout/wechatpay/webhook', headers, payload: body });

  it('lists which providers serve each region, the China region’s own first', async () => {
    const config = await callOperation(t, contract.getPublicConfig, {}, { headers: { authorization: `Basic ${Buffer.from('signet-web:signet-web').toString('base64')}` } });
    expect(config.result.checkout).toEqual({ providers: ['alipay', 'wechatpay', 'stripe'], byRegion: { intl: ['stripe'], cn: ['alipay', 'wechatpay', 'stripe'] } });
  });

  it('picks the provider asked for if it serves the region, else refuses naming `provider`; none asked, the region’s first', async () => {
    const me = await signInOnPlan(t);
    for (const provider of ['alipay', 'wechatpay'] as const) {
      const abroad = await order(me.token, { region: 'intl', provider });
      expect(abroad.code, provider).toBe(ErrorCode.ParameterError);
      expect(abroad.data).toMatchObject({ issues: [{ in: 'body', path: 'provider' }] });
      expect(abroad.msg).toBe('This payment method is not available here. Choose another one.');
    }
    expect((await order(me.token, { region: 'intl' })).result.order.currency).toBe('USD');
    expect(fakes.stripe?.sessions.at(-1)?.form['line_items[0][price_data][currency]']).toBe('usd');
    expect((await order(me.token, { region: 'cn', provider: 'stripe' })).code).toBe(200);
    const unknown = await order(me.token, { provider: 'paypal' as PaymentProvider });
    expect(unknown.code).toBe(ErrorCode.ParameterError);
    // None asked in the China region: Alipay, the first that serves it.
    const chosen = await order(me.token, {});
    expect(chosen.result.checkoutUrl.startsWith(`${fakes.alipay.gatewayUrl}?`)).toBe(true);
  });

  it('Alipay: prices the order in CNY and sends the buyer to a page-pay request signed with our key', async () => {
    const me = await signInOnPlan(t);
    const answer = await order(me.token, { provider: 'alipay', device: 'desktop' });
    const amount = priceOf('individual', 'year', 'CNY')!;
    expect(answer.result.order).toMatchObject({ currency: 'CNY', amount, status: 'pending' });
    const page = await fetch(answer.result.checkoutUrl);
    expect(page.status).toBe(200);
    const trade = fakes.alipay.trades.at(-1)!;
    expect(trade.biz).toEqual({ out_trade_no: String(answer.result.order.id), total_amount: yuanOf(amount), subject: expect.any(String), product_code: 'FAST_INSTANT_TRADE_PAY' });
    expect(trade.params).toMatchObject({ app_id: ALIPAY_APP_ID, method: 'alipay.trade.page.pay', charset: 'utf-8', sign_type: 'RSA2', version: '1.0', notify_url: `${t.config.publicUrl}/v1/checkout/alipay/webhook` });
    expect(trade.params.return_url).toContain(`/checkout/return?order=${answer.result.order.id}`);
    // The fake refuses what our key did not sign, as Alipay does: one yuan is not the price.
    const tampered = new URL(answer.result.checkoutUrl);
    tampered.searchParams.set('biz_content', (tampered.searchParams.get('biz_content') ?? '').replace(yuanOf(amount), '1.00'));
    expect((await fetch(tampered)).status).toBe(400);
    expect(fakes.alipay.refused.at(-1)).toBe('invalid-signature');

    // A phone, said by the web or read from the User-Agent: the WAP flow.
    await fetch((await order(me.token, { provider: 'alipay', device: 'phone' })).result.checkoutUrl);
    expect(fakes.alipay.trades.at(-1)).toMatchObject({ params: { method: 'alipay.trade.wap.pay' }, biz: { product_code: 'QUICK_WAP_WAY', quit_url: expect.stringContaining('canceled=1') } });
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    await fetch((await order(me.token, { provider: 'alipay' }, { 'user-agent': iphone })).result.checkoutUrl);
    expect(fakes.alipay.trades.at(-1)?.params.method).toBe('alipay.trade.wap.pay');
  });

  it('sells a China-region company its seats through Alipay, prepaid for one period (issue 32): nothing to renew, no portal', async () => {
    const owner = await signInOnPlan(t);
    const created = await callOperation(t, contract.createCompany, { body: { displayName: '示例', legalName: '示例科技有限公司', region: 'cn', registrationNumber: null } }, { token: owner.token });
    const companyId = created.result.company.id;
    const bought = await callOperation(t, contract.buyCompanySeats, { params: { companyId }, body: { seats: 4, period: 'year', provider: 'alipay' } }, { token: owner.token });
    expect(bought.code).toBe(200);
    expect(bought.result.order).toMatchObject({ currency: 'CNY', amount: 4 * priceOf('enterprise', 'year', 'CNY')!, seats: 4, companyId });
    await fetch(bought.result.checkoutUrl);
    const trade = fakes.alipay.trades.find((candidate) => candidate.biz.out_trade_no === String(bought.result.order.id));
    expect(trade?.biz.total_amount).toBe(yuanOf(4 * priceOf('enterprise', 'year', 'CNY')!));
    expect((await alipayNotice(fakes.alipay.notice(String(bought.result.order.id), 'TRADE_SUCCESS'))).body).toBe('success');
    const company = (await callOperation(t, contract.getCompany, { params: { companyId } }, { token: owner.token })).result.company;
    expect(company.seats).toMatchObject({ total: 4, planId: 'enterprise', billing: 'prepaid', renews: false });
    expect((await callOperation(t, contract.openCompanyBillingPortal, { params: { companyId } }, { token: owner.token })).code).toBe(ErrorCode.NoSubscription);
    // Prepaid: buying again is how it is extended.
    expect((await callOperation(t, contract.buyCompanySeats, { params: { companyId }, body: { seats: 4, period: 'year', provider: 'wechatpay' } }, { token: owner.token })).code).toBe(200);
  });

  it('Alipay: a signed notice pays the order and grants the plan once, answered with the text `success`', async () => {
    const me = await signInOnPlan(t);
    const answer = await order(me.token, { provider: 'alipay' });
    await fetch(answer.result.checkoutUrl);
    const notice = fakes.alipay.notice(String(answer.result.order.id), 'TRADE_SUCCESS');
    const first = await alipayNotice(notice);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/plain/);
    expect(first.body).toBe('success');
    expect((await alipayNotice(notice)).body).toBe('success');
    expect((await alipayNotice(fakes.alipay.notice(String(answer.result.order.id), 'TRADE_FINISHED'))).body).toBe('success');
    expect(await status(me.token, answer.result.order.id)).toBe('paid');
    expect(await plan(me.token)).toBe('individual');
    expect(await grantsOf(me.user.id)).toBe(1);
  });

  it('Alipay: refuses a notice with a bad signature or for another app, and one for the wrong amount grants nothing', async () => {
    const me = await signInOnPlan(t);
    const id = String((await order(me.token, { provider: 'alipay' })).result.order.id);
    const forged = await alipayNotice(fakes.alipay.notice(id, 'TRADE_SUCCESS', { key: rsaKeyPair().privateKey }));
    expect(forged.statusCode).toBe(400);
    expect(forged.body).not.toBe('success');
    const tampered = new URLSearchParams(fakes.alipay.notice(id, 'TRADE_SUCCESS', { totalAmount: '0.01' }));
    tampered.set('total_amount', yuanOf(priceOf('individual', 'year', 'CNY')!));
    expect((await alipayNotice(tampered.toString())).statusCode).toBe(400);
    expect((await alipayNotice(fakes.alipay.notice(id, 'TRADE_SUCCESS', { appId: '2021999999999999' }))).statusCode).toBe(400);
    expect((await alipayNotice('')).statusCode).toBe(400);
    // Signed by Alipay, but one cent paid: the order stays unpaid.
    expect((await alipayNotice(fakes.alipay.notice(id, 'TRADE_SUCCESS', { totalAmount: '0.01' }))).body).toBe('success');
    expect(await plan(me.token)).toBe('free');
    expect(await grantsOf(me.user.id)).toBe(0);
  });

  it('Alipay: a closed trade cancels the pending order; a payment after it still pays', async () => {
    const me = await signInOnPlan(t);
    const answer = await order(me.token, { provider: 'alipay' });
    await fetch(answer.result.checkoutUrl);
    const id = answer.result.order.id;
    expect((await alipayNotice(fakes.alipay.notice(String(id), 'TRADE_CLOSED'))).body).toBe('success');
    expect(await status(me.token, id)).toBe('canceled');
    await alipayNotice(fakes.alipay.notice(String(id), 'TRADE_SUCCESS'));
    expect(await status(me.token, id)).toBe('paid');
  });

  it('WeChat Pay: a desktop order is a signed Native order in CNY fen, shown as a QR code on our own page', async () => {
    const me = await signInOnPlan(t);
    const answer = await order(me.token, { provider: 'wechatpay', device: 'desktop', planId: 'enterprise', period: 'month' });
    const amount = priceOf('enterprise', 'month', 'CNY')!;
    expect(answer.result.order).toMatchObject({ currency: 'CNY', amount });
    const placed = fakes.wechat.orders.at(-1)!;
    expect(placed).toMatchObject({
      kind: 'native',
      body: { appid: WECHAT.appId, mchid: WECHAT.mchId, out_trade_no: String(answer.result.order.id), notify_url: `${t.config.publicUrl}/v1/checkout/wechatpay/webhook`, amount: { total: amount, currency: 'CNY' } },
    });
    const url = new URL(answer.result.checkoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/checkout/scan`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ order: String(answer.result.order.id), code: `weixin://wxpay/bizpayurl?pr=${placed.prepayId}` });
    expect(fakes.wechat.refused).toEqual([]);
  });

  it('WeChat Pay: a phone order is an H5 order with the buyer’s address, back to our return page', async () => {
    const me = await signInOnPlan(t);
    const answer = await callOperation(t, contract.createCheckoutOrder, { body: { planId: 'individual', period: 'month', region: 'cn', provider: 'wechatpay', device: 'phone' } }, { token: me.token, ip: '203.0.113.9' });
    expect(fakes.wechat.orders.at(-1)).toMatchObject({ kind: 'h5', body: { scene_info: { payer_client_ip: '203.0.113.9' } } });
    expect(answer.result.checkoutUrl).toMatch(new RegExp(`^${fakes.wechat.url}/h5pay\\?prepay_id=\\w+&redirect_url=`));
    expect(decodeURIComponent(answer.result.checkoutUrl.split('redirect_url=')[1] ?? '')).toContain(`/checkout/return?order=${answer.result.order.id}`);
  });

  it('WeChat Pay: the fake refuses a request our merchant key did not sign, as WeChat Pay does', async () => {
    const body = JSON.stringify({ appid: WECHAT.appId, mchid: WECHAT.mchId, description: 'x', out_trade_no: '1', notify_url: 'https://x', amount: { total: 1, currency: 'CNY' } });
    const authorization = wechatpayAuthorization({ mchId: WECHAT.mchId, serialNo: WECHAT.serialNo, privateKey: rsaKeyPair().privateKey, method: 'POST', pathWithQuery: '/v3/pay/transactions/native', body });
    const refused = await fetch(`${fakes.wechat.url}/v3/pay/transactions/native`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'SIGN_ERROR' });
  });

  it('WeChat Pay: a signed notice pays the order and grants the plan once, answered 200 SUCCESS', async () => {
    const me = await signInOnPlan(t);
    const id = (await order(me.token, { provider: 'wechatpay', device: 'desktop' })).result.order.id;
    const notice = fakes.wechat.notice(String(id), 'SUCCESS');
    const first = await wechatNotice(notice);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 'SUCCESS', message: 'OK' });
    expect((await wechatNotice(notice)).statusCode).toBe(200);
    expect(await status(me.token, id)).toBe('paid');
    expect(await plan(me.token)).toBe('individual');
    expect(await grantsOf(me.user.id)).toBe(1);
  });

  it('WeChat Pay: refuses a notice forged, tampered, stale, under another key id or sealed with another API v3 key', async () => {
    const me = await signInOnPlan(t);
    const id = String((await order(me.token, { provider: 'wechatpay' })).result.order.id);
    const refusedWith = async (notice: { body: string; headers: Record<string, string> }) => {
      const answer = await wechatNotice(notice);
      expect(answer.statusCode).toBe(400);
    };
    await refusedWith(fakes.wechat.notice(id, 'SUCCESS', { key: rsaKeyPair().privateKey }));
    const good = fakes.wechat.notice(id, 'SUCCESS');
    await refusedWith({ ...good, body: good.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') });
    await refusedWith(fakes.wechat.notice(id, 'SUCCESS', { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }));
    await refusedWith(fakes.wechat.notice(id, 'SUCCESS', { serial: 'PUB_KEY_ID_someone_else' }));
    await refusedWith(fakes.wechat.notice(id, 'SUCCESS', { apiV3Key: 'someoneElseSomeoneElseSomeone32!' }));
    // Signed and sealed by WeChat Pay, but one fen paid: nothing granted.
    expect((await wechatNotice(fakes.wechat.notice(id, 'SUCCESS', { total: 1 }))).statusCode).toBe(200);
    expect(await plan(me.token)).toBe('free');
    expect(await grantsOf(me.user.id)).toBe(0);
  });

  it('WeChat Pay: a closed or failed trade cancels the pending order', async () => {
    const me = await signInOnPlan(t);
    for (const state of ['CLOSED', 'PAYERROR'] as const) {
      const id = (await order(me.token, { provider: 'wechatpay' })).result.order.id;
      expect((await wechatNotice(fakes.wechat.notice(String(id), state))).statusCode).toBe(200);
      expect(await status(me.token, id), state).toBe('canceled');
    }
  });
});

describe.runIf(runsOnPglite())('buying through Alipay and WeChat Pay on a region’s own site (CN_HOSTNAMES)', () => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof startChinaProviders>>;
  beforeAll(async () => {
    fakes = await startChinaProviders({ stripe: false });
    t = await buildTestApp('pglite', { env: { ...fakes.env, CN_HOSTNAMES: 'sign.example.cn' } });
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  const order = (token: string, host: string, region: Region, provider?: PaymentProvider) =>
    callOperation(t, contract.createCheckoutOrder, { body: { planId: 'individual', period: 'year', region, ...(provider ? { provider } : {}) } }, { token, headers: { host } });

  it('sells through them on the China host names only; elsewhere none serves the region', async () => {
    const me = await signInOnPlan(t);
    for (const provider of ['alipay', 'wechatpay'] as const) {
      expect((await order(me.token, 'sign.example.cn', 'cn', provider)).result.order).toMatchObject({ currency: 'CNY', amount: priceOf('individual', 'year', 'CNY') });
    }
    expect((await order(me.token, 'sign.example.com', 'intl')).code).toBe(ErrorCode.PaymentUnavailable);
    expect((await order(me.token, 'sign.example.com', 'intl', 'alipay')).code).toBe(ErrorCode.PaymentUnavailable);
    const cnyAbroad = await order(me.token, 'sign.example.com', 'cn', 'wechatpay');
    expect(cnyAbroad.code).toBe(ErrorCode.ParameterError);
    expect(cnyAbroad.data).toMatchObject({ issues: [{ path: 'region' }] });
  });
});
