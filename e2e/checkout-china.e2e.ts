import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChinaProviders } from '../apps/server/test/helpers/china-payments.js';
import { createAccount, signInContext } from './helpers/accounts.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

describe('buying a plan in the China region through Alipay and WeChat Pay in Chromium', () => {
  let fakes: Awaited<ReturnType<typeof startChinaProviders>>;
  // Filled before the server starts (this hook runs first), read by useServerAndBrowser's.
  const serverEnv: Record<string, string> = {};
  beforeAll(async () => {
    fakes = await startChinaProviders({ stripe: false });
    Object.assign(serverEnv, fakes.env);
  });
  const env = useServerAndBrowser(serverEnv);
  afterAll(() => fakes.close());

  it('WeChat Pay on a desktop: the QR code page waits, and moves on once the payment is confirmed', async () => {
    const buyer = await createAccount(env.server.url, 'Li Wei');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, buyer.token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/pricing/individuals?region=cn`);
    const methods = page.getByRole('radiogroup', { name: 'Pay with' });
    await methods.getByText('WeChat Pay').click();
    expect(await methods.getByText('Alipay').count()).toBe(1);
    await screenshot(page, 'checkout/pricing-cn-methods-1440');
    await page.getByRole('article', { name: 'Individual' }).getByRole('button', { name: 'Choose Individual' }).click();

    await page.waitForURL(/\/checkout\/scan\?order=\d+&code=weixin/);
    await page.getByRole('img', { name: /^QR code for WeChat Pay: Individual/ }).waitFor();
    await page.getByRole('status').getByText('Waiting for your payment').waitFor();
    await screenshot(page, 'checkout/wechat-scan-1440');
    const orderId = new URL(page.url()).searchParams.get('order') ?? '';
    expect((await fakes.wechat.pay(orderId)).status).toBe(200);
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 15_000 });
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('Alipay on a phone (zh-CN): the Alipay page, then the paid return page', async () => {
    const buyer = await createAccount(env.server.url, '王芳');
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(context, buyer.token);
    await context.addInitScript(() => window.localStorage.setItem('language', 'zh-CN'));
    const page = await context.newPage();
    await page.goto(`${env.server.url}/pricing/individuals?region=cn`);
    const methods = page.getByRole('radiogroup', { name: '支付方式' });
    await methods.getByText('微信支付').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'checkout/pricing-cn-methods-zh-390');
    await methods.getByText('支付宝').click();
    await page.getByRole('article', { name: '个人版' }).getByRole('button', { name: /^选择/ }).click();
    await page.waitForURL(`${fakes.alipay.gatewayUrl}?**`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: '付款成功' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'checkout/alipay-paid-zh-390');

    // The QR page in Chinese on a narrow screen (this browser's User-Agent reads as a desktop's, so WeChat Pay answers a code).
    await page.goto(`${env.server.url}/pricing/individuals?region=cn`);
    await page.getByRole('radiogroup', { name: '支付方式' }).getByText('微信支付').click();
    await page.getByRole('article', { name: '个人版' }).getByRole('button', { name: /个人版/ }).click();
    await page.waitForURL(/\/checkout\/scan\?/);
    await page.getByRole('img', { name: /^微信支付二维码/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'checkout/wechat-scan-zh-390');
    await context.close();
  });
});
