import { describe, expect, it } from 'vitest';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

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
      await page.getByRole('heading', { name: 'Mail outbox' }).waitFor();
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
});
