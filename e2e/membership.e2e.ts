import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../apps/server/test/helpers/sample-files.js';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { getAgreement, senderOutOfRequests } from './helpers/agreements.js';
import { screenshot, waitForStill, watchProblems } from './helpers/browser.js';
import { waitForMail } from './helpers/outbox.js';
import { useServerAndBrowser } from './helpers/environment.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const codesFile = (dataDir: string) => path.join(dataDir, 'codes.txt');

/** What an operator runs before handing codes to a reseller (README): the real admin command. */
async function makeCodes(dataDir: string, env: Record<string, string>) {
  await promisify(execFile)(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/admin/main.ts', 'codes', 'create', '--plan', 'individual', '--period', 'year', '--count', '4', '--out', codesFile(dataDir)],
    { cwd: repoRoot, env: { ...process.env, ...env, DATA_DIR: dataDir } },
  );
}

describe('the Membership card in Chromium', () => {
  const env = useServerAndBrowser({ SALES_EMAIL: 'sales@signet.test' }, makeCodes);

  it('leads from pricing to the Redeem box when no payment is offered, and redeems a code from the admin command: wrong and used codes say so, a good one shows the plan at once', async () => {
    const [code, secondCode] = (await readFile(codesFile(env.server.dataDir), 'utf8')).trim().split('\n');
    const { token } = await createAccount(env.server.url, 'Ann Lee');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    // No payment provider on this server: the pricing page says how to get the plan instead of offering a dead button.
    await page.goto(`${env.server.url}/pricing/individuals`);
    const free = page.getByRole('article', { name: 'Free' });
    await free.getByText('Your plan', { exact: true }).waitFor();
    expect(await free.getByRole('button', { name: 'Your current plan' }).isDisabled()).toBe(true);
    const individual = page.getByRole('article', { name: 'Individual' });
    await individual.getByText(/^Online payment is not offered on this server\. Ask its administrator or a reseller for a licence code for Individual/).waitFor();
    await screenshot(page, 'membership/pricing-by-code-desktop');
    await individual.getByRole('link', { name: 'Redeem a licence code' }).click();
    await page.waitForURL(/\/account$/);

    const card = page.getByRole('region', { name: 'Membership' });
    await card.getByText('Free', { exact: true }).waitFor();
    const box = card.getByRole('textbox', { name: 'Licence code' });
    await box.fill('AAAAA-BBBBB-CCCCC-DDDDD');
    await card.getByRole('button', { name: 'Redeem' }).click();
    await card.getByText('This licence code is not valid. Check it and try again.').waitFor();
    await screenshot(page, 'membership/wrong-code-desktop');

    // Typed as a person might: lower case, spaces for dashes.
    await box.fill(` ${code!.toLowerCase().replace(/-/g, ' ')} `);
    await card.getByRole('button', { name: 'Redeem' }).click();
    await card.getByRole('status').filter({ hasText: /^Code redeemed: Individual until / }).waitFor();
    await card.getByText('Individual', { exact: true }).waitFor();
    await card.getByText('Paid', { exact: true }).waitFor();
    await card.getByText('Unlimited', { exact: true }).waitFor();
    expect(await box.inputValue()).toBe('');
    await screenshot(page, 'membership/redeemed-desktop');

    await box.fill(code!);
    await card.getByRole('button', { name: 'Redeem' }).click();
    await card.getByText('This licence code has already been redeemed.').waitFor();
    await page.goto(`${env.server.url}/pricing/individuals`);
    await page.getByRole('article', { name: 'Individual' }).getByText('Your plan', { exact: true }).waitFor();
    await page.getByRole('article', { name: 'Individual' }).getByRole('link', { name: 'Extend with a licence code' }).waitFor();
    expect(await page.getByRole('article', { name: 'Free' }).getByRole('button').count()).toBe(0);
    await page.goto(`${env.server.url}/account`);
    // The header's account menu and the editor read the same plan detail: still Individual after a reload.
    await page.reload();
    await page.getByRole('region', { name: 'Membership' }).getByText('Individual', { exact: true }).waitFor();
    expect(problems.consoleErrors).toEqual([]);
    await context.close();

    // zh-CN on a phone: the same card, nothing cut off.
    const other = await createAccount(env.server.url, '王芳');
    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(phone, other.token);
    await chooseLanguage(phone, 'zh-CN');
    const zh = await phone.newPage();
    await zh.goto(`${env.server.url}/account`);
    const zhCard = zh.getByRole('region', { name: '会员' });
    await zhCard.getByRole('textbox', { name: '授权码' }).fill(secondCode!);
    await zhCard.getByRole('button', { name: '兑换' }).click();
    await zhCard.getByRole('status').filter({ hasText: /^兑换成功：个人版/ }).waitFor();
    expect(await zh.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await zhCard.scrollIntoViewIfNeeded();
    await screenshot(zh, 'membership/redeemed-zh-phone');
    await zh.goto(`${env.server.url}/pricing/individuals`);
    await zh.getByRole('article', { name: '个人版' }).getByText('当前套餐', { exact: true }).waitFor();
    expect(await zh.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(zh, 'membership/pricing-zh-phone');
    await phone.close();

    // A visitor: the paid plan says how to get it and asks to sign in first.
    const visitor = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const anonymous = await visitor.newPage();
    await anonymous.goto(`${env.server.url}/pricing/enterprise`);
    await anonymous.getByRole('article', { name: 'Enterprise' }).getByRole('button', { name: 'Sign in to redeem a code' }).click();
    await anonymous.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await visitor.close();
  });

  it('takes a free sender out of signature requests from the refused send to the Redeem box and back, and the send then goes through', async () => {
    const codes = (await readFile(codesFile(env.server.dataDir), 'utf8')).trim().split('\n');
    const code = codes[3]!;
    const { sender, refused: third } = await senderOutOfRequests(env.server.url);

    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const step3 = `/flow/create/step3/${third.id}`;
    await page.goto(`${env.server.url}${step3}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your signatures are used up' });
    await dialog.getByText('Individual lifts this limit.').waitFor();
    await waitForStill(page); // the dialog fades in
    await screenshot(page, 'membership/plan-exceeded-by-code-390');
    await dialog.getByRole('link', { name: 'Redeem a licence code' }).click();

    await page.waitForURL(/\/account\?returnTo=/);
    const box = page.getByRole('textbox', { name: 'Licence code' });
    await box.waitFor();
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Back to where you were' }).click();
    await page.waitForURL((url) => url.pathname === step3);
    await page.getByText('Offer letter').first().waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(async () => (await getAgreement(env.server.url, sender.token, third.id)).status, { timeout: 10_000 }).toBe('waiting');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
  it('offers the plan that allows a refused file: too many pages (found by the server) and too large (found before sending), then the same file uploads on the new plan', async () => {
    const code = (await readFile(codesFile(env.server.dataDir), 'utf8')).trim().split('\n')[2]!;
    const { token } = await createAccount(env.server.url, 'Lee Ortiz');
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(context, token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/documents`);
    const long = { name: 'long-contract.pdf', mimeType: 'application/pdf', buffer: await makePdf(101) };
    const huge = { name: 'huge-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x20) };
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose files' }).click()]);
    await chooser.setFiles([long, huge]);

    const row = (name: string) => page.getByRole('listitem').filter({ hasText: name });
    await row('huge-scan.pdf').getByText('The file is larger than your plan allows.').waitFor();
    await row('long-contract.pdf').getByText('The file has more pages than your plan allows.').waitFor({ timeout: 30_000 });
    await row('long-contract.pdf').getByRole('button', { name: 'Individual allows this file' }).waitFor();
    await screenshot(page, 'membership/upload-limits-390');
    await row('huge-scan.pdf').getByRole('button', { name: 'Individual allows this file' }).click();
    await page.getByRole('dialog', { name: 'This file is too large for your plan' }).getByText('Individual lifts this limit.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await row('long-contract.pdf').getByRole('button', { name: 'Individual allows this file' }).click();
    const dialog = page.getByRole('dialog', { name: 'This file has too many pages for your plan' });
    await dialog.getByText('Individual lifts this limit.').waitFor();
    await dialog.getByRole('link', { name: 'Redeem a licence code' }).click();
    await page.waitForURL(/\/account\?returnTo=/);
    await page.getByRole('textbox', { name: 'Licence code' }).fill(code);
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByRole('link', { name: 'Back to where you were' }).click();
    await page.waitForURL((url) => url.pathname === '/documents');

    const [again] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose files' }).click()]);
    await again.setFiles([long]);
    await row('long-contract.pdf').getByText('101 pages').waitFor({ timeout: 30_000 });
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
  it('sends the enterprise contact form to the sales address: checked in place, then confirmed (zh-CN visitor on a phone, en-US signed in at 1440 px)', async () => {
    const visitor = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await chooseLanguage(visitor, 'zh-CN');
    const page = await visitor.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/pricing/enterprise`);
    const form = page.getByRole('region', { name: '联系我们的团队' });
    await form.getByRole('button', { name: '发送' }).click();
    await form.getByText('请输入您的姓名。').waitFor();
    await form.getByText('请多介绍一些（至少 10 个字）。').waitFor();
    await form.getByRole('textbox', { name: '您的姓名' }).fill('陈美');
    await form.getByRole('textbox', { name: '工作邮箱' }).fill('mei@acme.example');
    await form.getByRole('textbox', { name: '公司' }).fill('艾克米贸易');
    await form.getByRole('textbox', { name: '发起签署的人数' }).fill('40');
    await form.getByRole('textbox', { name: '我们能为您做什么？' }).fill('我们每月大约发起 300 份合同，可以开发票吗？');
    await form.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'membership/contact-form-zh-390');
    const sentAt = new Date();
    await form.getByRole('button', { name: '发送' }).click();
    await form.getByRole('status').getByText('感谢您的留言，我们的团队将回复至 mei@acme.example。').waitFor();
    const mail = await waitForMail(env.server.url, 'sales@signet.test', { after: new Date(sentAt.getTime() - 1000) });
    expect(mail.subject).toBe('Enterprise enquiry from 陈美 (艾克米贸易)');
    expect(mail.text).toContain('Senders: 40');
    expect(mail.text).toContain('Language: Chinese (zh-CN)');
    expect(mail.text).toContain('我们每月大约发起 300 份合同，可以开发票吗？');
    expect(problems.consoleErrors).toEqual([]);
    await visitor.close();

    // Signed in, the name and address are already there.
    const { token } = await createAccount(env.server.url, 'Sam Rivera');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, token);
    const desk = await context.newPage();
    await desk.goto(`${env.server.url}/pricing/enterprise`);
    const deskForm = desk.getByRole('region', { name: 'Talk to our team' });
    // The account loads after the page (vitest polls for 1 s by default; a loaded machine needs longer).
    await expect.poll(() => deskForm.getByRole('textbox', { name: 'Your name' }).inputValue(), { timeout: 10_000 }).toBe('Sam Rivera');
    expect(await deskForm.getByRole('textbox', { name: 'Work e-mail' }).inputValue()).toMatch(/@example\.com$/);
    await screenshot(desk, 'membership/pricing-enterprise-1440');
    await context.close();

    // The other language at each width: zh-CN at 1440 px, en-US at 390 px, pricing and Membership.
    for (const [language, width, label, badge] of [['zh-CN', 1440, '会员', '当前套餐'], ['en-US', 390, 'Membership', 'Your plan']] as const) {
      const look = await env.browser.newContext({ viewport: { width, height: 900 } });
      await signInContext(look, token);
      await chooseLanguage(look, language);
      const shown = await look.newPage();
      await shown.goto(`${env.server.url}/pricing/individuals`);
      await shown.getByRole('article').first().getByText(badge, { exact: true }).waitFor();
      expect(await shown.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(shown, `membership/pricing-${language}-${width}`);
      await shown.goto(`${env.server.url}/account`);
      const card = shown.getByRole('region', { name: label });
      await card.getByRole('textbox').first().waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(shown, `membership/account-${language}-${width}`);
      await look.close();
    }
  });
});
