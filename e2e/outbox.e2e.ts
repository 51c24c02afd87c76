import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './helpers/accounts.js';
import { axeViolations } from './helpers/axe.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { readTextedCode } from './helpers/sms-outbox.js';

describe('the development outbox in Chromium', () => {
  const env = useServerAndBrowser();

  for (const viewport of [
    { name: 'desktop', width: 1440, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`sends a test e-mail through the job queue and opens it by its 64-bit id (${viewport.name})`, async () => {
      const context = await env.browser.newContext({ viewport });
      const page = await context.newPage();
      const problems = watchProblems(page);
      const address = `${viewport.name}@example.com`;

      await page.goto(`${env.server.url}/dev/outbox`);
      await page.getByRole('heading', { name: 'Development outbox' }).waitFor();
      await page.getByLabel('E-mail address').fill('not-an-address');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => page.getByText('Enter a valid e-mail address').isVisible()).toBe(true);

      await page.getByLabel('E-mail address').fill(address);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('status').getByText('Test e-mail queued').waitFor();
      await page.getByRole('searchbox', { name: 'Recipient' }).fill(address);
      const message = page.getByRole('link', { name: /Signet test e-mail/ }).first();
      await message.waitFor({ timeout: 15_000 });
      await screenshot(page, `outbox/list-${viewport.name}`);

      await message.click();
      await page.waitForURL(/\/dev\/outbox\/\d{14,18}$/);
      const id = page.url().split('/').pop() ?? '';
      expect(BigInt(id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
      await page.getByRole('heading', { name: 'Signet test e-mail' }).waitFor();
      await expect.poll(() => page.getByText('This message shows that Signet can send e-mail').first().isVisible()).toBe(true);
      await screenshot(page, `outbox/message-${viewport.name}`);

      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
      await context.close();
    });
  }

  const words = {
    'en-US': { heading: 'Development outbox', tab: 'Text messages', number: 'Mobile number', send: 'Send', invalid: 'Enter the number with its country code', sent: 'Test message sent through the outbox.', text: 'Signet test message: your code would be', filter: 'Number', count: '1 text message' },
    'zh-CN': { heading: '开发发件箱', tab: '短信', number: '手机号码', send: '发送', invalid: '请输入带国家代码的号码', sent: '测试短信已通过发件箱发送。', text: 'Signet 测试短信：验证码示例', filter: '号码', count: '1 条短信' },
  } as const;

  for (const locale of ['en-US', 'zh-CN'] as const) {
    for (const width of [360, 1440]) {
      it(`shows text messages beside the mail: a test message by its full number, filtered by part of it (${locale}, ${width}px)`, async () => {
        const context = await env.browser.newContext({ viewport: { width, height: 900 }, locale });
        await chooseLanguage(context, locale);
        const page = await context.newPage();
        const problems = watchProblems(page);
        const w = words[locale];
        // One number per run, so the list holds this run's message only.
        const number = `+861390000${width === 360 ? 1 : 2}${locale === 'en-US' ? 1 : 2}00`;

        await page.goto(`${env.server.url}/dev/outbox`);
        await page.getByRole('heading', { name: w.heading }).waitFor();
        await page.getByRole('tab', { name: w.tab }).click();
        await page.waitForURL(/\/dev\/outbox\?tab=sms$/);

        await page.getByLabel(w.number).fill('13900001234');
        await page.getByRole('button', { name: w.send }).click();
        await expect.poll(() => page.getByText(w.invalid).isVisible()).toBe(true);

        // Written with spaces as people do; sent in E.164.
        await page.getByLabel(w.number).fill(number.replace(/^(\+86)(\d{3})(\d{4})/, '$1 $2 $3 '));
        await page.getByRole('button', { name: w.send }).click();
        await page.getByRole('status').getByText(w.sent).waitFor();
        const code = await readTextedCode(env.server.url, number);

        await page.getByRole('searchbox', { name: w.filter }).fill(number.slice(-7));
        await page.getByText(w.count).waitFor();
        await expect.poll(() => page.getByText(number, { exact: true }).isVisible()).toBe(true);
        await expect.poll(() => page.getByText(new RegExp(`${w.text} ${code}`)).isVisible()).toBe(true);
        expect(await axeViolations(page, `${locale} ${width}px text messages`)).toEqual([]);
        await screenshot(page, `outbox/sms-${locale}-${width}`);

        await page.reload();
        await expect.poll(() => page.getByRole('tab', { name: w.tab, selected: true }).isVisible()).toBe(true);

        expect(problems.consoleErrors).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
        await context.close();
      });
    }
  }
});
