import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfLayoutLines } from '../apps/server/test/helpers/completion.js';
import { FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../apps/server/test/helpers/fake-stripe.js';
import * as contract from '@signet/contracts';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { axeViolations } from './helpers/axe.js';
import { callApi, getAgreement, senderOutOfRequests } from './helpers/agreements.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

/** Clicks a receipt button and reads the PDF it saves. */
async function receiptText(page: Page, button: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return (await pdfLayoutLines(await readFile(file))).join('\n');
}

describe('buying a plan through Stripe Checkout in Chromium', () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  // Filled before the server starts (this hook runs first), read by useServerAndBrowser's.
  const serverEnv: Record<string, string> = {};
  beforeAll(async () => {
    stripe = await startFakeStripe();
    Object.assign(serverEnv, { STRIPE_SECRET_KEY: 'sk_test_signet', STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
  });
  const env = useServerAndBrowser(serverEnv);
  beforeAll(() => stripe.sendWebhooksTo(`${env.server.url}/v1/checkout/stripe/webhook`));
  afterAll(() => stripe.close());

  it('a free sender out of signature requests pays on the Checkout page, comes back to the refused send, and it goes through', async () => {
    const { sender, refused: third } = await senderOutOfRequests(env.server.url);

    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const step3 = `/flow/create/step3/${third.id}`;
    await page.goto(`${env.server.url}${step3}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your signatures are used up' });
    await dialog.getByText('Individual lifts this limit.').waitFor();
    expect(await dialog.getByRole('link', { name: 'Redeem a licence code' }).count()).toBe(0);
    await dialog.getByRole('link', { name: 'See plans' }).click();

    await page.waitForURL(/\/pricing\/individuals\?returnTo=/);
    await page.getByText('Monthly', { exact: true }).click();
    const individual = page.getByRole('article', { name: 'Individual' });
    await individual.getByText('$9.99').waitFor();
    await screenshot(page, 'checkout/pricing-with-stripe-1440');
    await individual.getByRole('button', { name: 'Choose Individual' }).click();

    // The (fake) Stripe page shows the catalogue's price, never one from the browser.
    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByText('9.99 USD').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/checkout\/return\?order=\d+&returnTo=/);
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'checkout/paid-1440');
    await page.getByRole('link', { name: 'Back to where you were' }).click();
    await page.waitForURL((url) => url.pathname === step3);
    await page.getByText('Offer letter').first().waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(async () => (await getAgreement(env.server.url, sender.token, third.id)).status, { timeout: 10_000 }).toBe('waiting');

    // The payment is in the Membership card's history, with its receipt.
    await page.goto(`${env.server.url}/account`);
    const orders = page.getByRole('region', { name: 'Orders and receipts' });
    const row = orders.getByRole('listitem').filter({ hasText: 'Individual, one month' });
    await row.getByText('$9.99').waitFor();
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'checkout/orders-1440');
    const receipt = await receiptText(page, row.getByRole('button', { name: /^Download the receipt for Individual, one month, paid / }));
    expect(receipt).toContain('Signet Individual, one month');
    expect(receipt).toContain('Total paid $9.99');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('tells a buyer who went back from the Checkout page that nothing was charged (zh-CN, phone)', async () => {
    const buyer = await createAccount(env.server.url, '王芳');
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(context, buyer.token);
    await context.addInitScript(() => window.localStorage.setItem('language', 'zh-CN'));
    const page = await context.newPage();
    await page.goto(`${env.server.url}/pricing/enterprise`);
    await page.getByRole('article', { name: '企业版' }).getByRole('button', { name: '选择企业版' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'checkout/pricing-with-stripe-zh-390');
    await page.getByRole('article', { name: '企业版' }).getByRole('button', { name: '选择企业版' }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { name: '已取消付款' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'checkout/canceled-zh-390');

    // Paid after all: the return page and the order history in Chinese on the phone, and a Chinese receipt.
    await page.goto(`${env.server.url}/pricing/enterprise`);
    await page.getByRole('article', { name: '企业版' }).getByRole('button', { name: '选择企业版' }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: '付款成功' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'checkout/paid-zh-390');
    await page.goto(`${env.server.url}/account`);
    const row = page.getByRole('region', { name: '订单与收据' }).getByRole('listitem').filter({ hasText: '企业版（一年）' });
    await row.waitFor();
    await row.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'checkout/orders-zh-390');
    const receipt = await receiptText(page, row.getByRole('button', { name: /收据$/ }));
    expect(receipt).toContain('Signet 企业版（一年）');
    expect(receipt).toContain('实付金额');
    await context.close();
  });

  const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  /** Ann owns Acme Ltd with every free seat taken (her and two open invitations). */
  async function fullCompany(name: string) {
    const ann = await createAccount(env.server.url, name);
    const answer = await callApi(env.server.url, ann.token, contract.createCompany, { body: { displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', registrationNumber: null } });
    const companyId = answer.data.company.id;
    for (const who of ['one', 'two']) await callApi(env.server.url, ann.token, contract.inviteCompanyMember, { params: { companyId }, body: { email: `${who}-${Date.now()}@example.com`, role: 'member' } });
    return { ann, companyId };
  }

  it('an owner whose seats are taken buys more as a subscription, comes back to the company, and manages it in the portal; a failed renewal shows (en-US, 1440)', async () => {
    const { ann, companyId } = await fullCompany('Ann Lee');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, ann.token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/companies/${String(companyId)}`);
    const buy = page.getByRole('form', { name: 'Buy seats' });
    await page.getByText('3 of 3 seats taken').waitFor();
    await buy.getByLabel('Seats').fill('5');
    await buy.getByText('5 × $239.99 = $1,199.95 per year').waitFor();
    await buy.scrollIntoViewIfNeeded();
    await screenshot(page, 'companies/buy-seats-1440');
    expect(await axeViolations(page, 'buy seats en-US 1440')).toEqual([]);
    await buy.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByText('1199.95 USD').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 15_000 });
    await page.getByText(/5 Enterprise seats are your company’s/).waitFor();
    await page.getByRole('link', { name: 'Back to where you were' }).click();
    await page.waitForURL((url) => url.pathname === `/companies/${String(companyId)}`);
    await page.getByText('3 of 5 seats taken').waitFor();
    await page.getByText(/^Renews automatically on /).waitFor();
    expect(await page.getByRole('form', { name: 'Buy seats' }).count()).toBe(0);

    // The renewal a year on fails: the owner sees it on the company page.
    const session = stripe.sessions.at(-1)!;
    const ends = new Date(Date.now() + 365 * 86_400_000);
    const failed = stripe.invoiceWebhook('invoice.payment_failed', session.id, { amount: 5 * 23999, quantity: 5, periodStart: ends, periodEnd: new Date(ends.getTime() + 365 * 86_400_000), nextAttemptAt: new Date(ends.getTime() + 3 * 86_400_000) });
    await fetch(`${env.server.url}/v1/checkout/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': failed.signature }, body: failed.payload });
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'The last renewal payment failed.' }).waitFor();
    await page.getByTestId('seat-subscription').scrollIntoViewIfNeeded();
    await screenshot(page, 'companies/seat-subscription-failed-1440');
    expect(await axeViolations(page, 'seat subscription en-US 1440')).toEqual([]);
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL(`${stripe.url}/portal/**`);
    await page.getByRole('heading', { name: /^Billing portal for cus_/ }).waitFor();
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the seat purchase and the subscription in Chinese on a 360 px phone', async () => {
    const { ann, companyId } = await fullCompany('王芳');
    const context = await env.browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
    await signInContext(context, ann.token);
    await chooseLanguage(context, 'zh-CN');
    const page = await context.newPage();
    await page.goto(`${env.server.url}/companies/${String(companyId)}`);
    const buy = page.getByRole('form', { name: '购买席位' });
    await buy.getByLabel('席位数').fill('12');
    await buy.getByText('按月').click();
    await buy.getByText('12 × US$29.99 = 每月 US$359.88').waitFor();
    await buy.scrollIntoViewIfNeeded();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'companies/buy-seats-zh-360');
    expect(await axeViolations(page, 'buy seats zh-CN 360')).toEqual([]);
    await buy.getByRole('button', { name: '前往付款' }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: '付款成功' }).waitFor({ timeout: 15_000 });
    await page.getByText(/企业版 12 个席位已开通/).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('link', { name: '返回刚才的页面' }).click();
    await page.getByText(/将于 .* 自动续费。/).waitFor();
    await page.getByTestId('seat-subscription').scrollIntoViewIfNeeded();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'companies/seat-subscription-zh-360');
    expect(await axeViolations(page, 'seat subscription zh-CN 360')).toEqual([]);
    await context.close();
  });
});
