import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode, priceOf } from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { downloadFinal, pdfLayoutLines, qpdfCheck } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { users } from '../../db/schema/index.js';
import { createOrder, payOrder } from '../../domain/billing/orders.js';

const OPERATOR = { OPERATOR_NAME: 'Example Trust Ltd', OPERATOR_EMAIL: 'billing@example.com', OPERATOR_ADDRESS: '1 Main Street, Springfield' };

describe.each(databaseTargets())('order history and receipts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { ...OPERATOR, RECEIPT_TAX_RATE: '20', RECEIPT_TAX_LABEL: 'VAT', RECEIPT_TAX_ID: 'GB123456789' } });
  });
  afterAll(() => t.close());

  const paidOrder = async (userId: bigint, planId: 'individual' | 'enterprise', region: 'intl' | 'cn', paidAt: string) => {
    const order = await createOrder(t.database.db, { userId, planId, period: 'year', region, provider: 'stripe', now: new Date(paidAt) });
    await payOrder(t.database.db, { orderId: order.id, now: new Date(paidAt) });
    return order;
  };
  const receipt = (token: string, orderId: bigint, lang?: 'en-US' | 'zh-CN') => downloadFinal(t, contract.getCheckoutReceipt, { params: { orderId }, query: lang ? { lang } : {} }, { token });

  it('lists the paid orders newest first, and each one’s receipt states who paid whom, what for, the period, and the tax the price includes', async () => {
    const me = await signInOnPlan(t);
    await t.database.db.update(users).set({ name: 'Ann Lee' }).where(eq(users.id, me.user.id));
    const first = await paidOrder(me.user.id, 'individual', 'intl', '2026-03-01T09:00:00Z');
    const second = await paidOrder(me.user.id, 'individual', 'intl', '2026-11-20T09:00:00Z');
    await createOrder(t.database.db, { userId: me.user.id, planId: 'enterprise', period: 'month', region: 'intl', provider: 'stripe' });

    const history = await callOperation(t, contract.listCheckoutOrders, {}, { token: me.token });
    expect(history.result.list.map((order) => [order.id, order.status])).toEqual([
      [second.id, 'paid'],
      [first.id, 'paid'],
    ]);

    const file = await receipt(me.token, first.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain(`receipt-R-${first.id}.pdf`);
    expect((await qpdfCheck(file.body)).code).toBe(0);
    const text = (await pdfLayoutLines(file.body)).join('\n');
    expect(text).toContain(`Receipt number R-${first.id}`);
    expect(text).toContain('Date paid March 1, 2026');
    expect(text).toContain(`Billed to Ann Lee\n${me.user.email}`);
    expect(text).toContain('Issued by Example Trust Ltd\n1 Main Street, Springfield\nbilling@example.com');
    expect(text).toContain('Tax number GB123456789');
    expect(text).toContain('Signet Individual, one year');
    // The first year ran from the payment; the second was added at its end (a renewal).
    expect(text).toContain('March 1, 2026 – March 1, 2027');
    // The catalogue's price with 20 % VAT inside: $79.99 = 66.66 + 13.33.
    expect(priceOf('individual', 'year', 'USD')).toBe(7999);
    expect(text).toContain('Subtotal (excluding VAT) $66.66');
    expect(text).toContain('VAT (20%) $13.33');
    expect(text).toContain('Total paid $79.99');
    expect(text).toContain('Paid through Stripe (card)');
    const renewal = (await pdfLayoutLines((await receipt(me.token, second.id)).body)).join('\n');
    expect(renewal).toContain('March 1, 2027 – March 1, 2028');
    // The same receipt twice is the same file.
    expect((await receipt(me.token, first.id)).body.equals(file.body)).toBe(true);
  });

  it('writes the receipt in the account’s language unless another is asked for, in yuan for a China-region order', async () => {
    const me = await signInOnPlan(t);
    await t.database.db.update(users).set({ name: '王芳', locale: 'zh-CN' }).where(eq(users.id, me.user.id));
    const order = await paidOrder(me.user.id, 'enterprise', 'cn', '2026-11-26T02:00:00Z');
    const file = await receipt(me.token, order.id);
    expect(String(file.headers['content-disposition'])).toContain(encodeURIComponent(`收据-R-${order.id}.pdf`));
    const text = (await pdfLayoutLines(file.body)).join('\n');
    expect(text).toContain(`收据编号 R-${order.id}`);
    expect(text).toContain('付款日期 2026年11月26日');
    expect(text).toContain('付款人 王芳');
    expect(text).toContain('Signet 企业版（一年）');
    // ¥1,580.00 with 20 % inside: 1,316.67 + 263.33.
    expect(text).toContain(`实付金额 ¥${(priceOf('enterprise', 'year', 'CNY')! / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(text).toContain('小计（不含VAT） ¥1,316.67');
    expect(text).toContain('VAT（20%）');
    // Asked for in the language the app is shown in, it follows that one.
    const english = (await pdfLayoutLines((await receipt(me.token, order.id, 'en-US')).body)).join('\n');
    expect(english).toContain('Signet Enterprise, one year');
    expect(english).toContain('Total paid CN¥1,580.00');
  });

  it('has no receipt for an unpaid order or another account’s, and lists none of another account’s orders', async () => {
    const me = await signInOnPlan(t);
    const other = await signInOnPlan(t);
    const paid = await paidOrder(other.user.id, 'individual', 'intl', '2026-11-01T00:00:00Z');
    const pending = await createOrder(t.database.db, { userId: me.user.id, planId: 'individual', period: 'month', region: 'intl', provider: 'stripe' });
    expect((await receipt(me.token, paid.id)).json().code).toBe(ErrorCode.NotFound);
    expect((await receipt(me.token, pending.id)).json().code).toBe(ErrorCode.NotFound);
    expect((await callOperation(t, contract.listCheckoutOrders, {}, { token: me.token })).result.list).toEqual([]);
    expect((await receipt('', paid.id)).json().code).toBe(401);
  });
});
