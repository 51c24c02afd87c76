import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver } from '../apps/server/test/helpers/webhook-receiver.js';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { createReadyDraft, sendDraft } from './helpers/agreements.js';
import path from 'node:path';
import { SCREENSHOT_DIR, screenshot, takesScreenshots, waitForStill, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

describe('webhooks in the account centre, in Chromium', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  // The receiver is on this machine: the development allow-list lets webhooks reach it.
  const env = useServerAndBrowser({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1' });

  it('adds an endpoint, shows its secret once, logs a real delivery that verifies, sends it again, rotates and switches off', async () => {
    const { token } = await createAccount(env.server.url, 'Omar Haddad');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/account`);
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByText('No endpoints yet.').waitFor();

    await section.getByRole('textbox', { name: 'Endpoint URL' }).fill('http://hooks.example.com/in');
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    await section.getByText('This address cannot receive webhooks: use HTTPS and a public address.').waitFor();

    await section.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url('/hr'));
    await section.getByRole('textbox', { name: 'Description' }).fill('HR system');
    await section.getByRole('checkbox', { name: 'Agreement sent' }).check();
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    await section.getByRole('status').filter({ hasText: 'Endpoint added.' }).waitFor();
    const secret = (await section.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    const row = section.getByRole('listitem').filter({ hasText: 'HR system' });
    await row.getByText('2 events').waitFor();

    const draft = await createReadyDraft(env.server.url, token, [{ name: 'Lea Brun', email: 'lea@example.com' }]);
    await sendDraft(env.server.url, token, draft);
    const [hit] = await receiver.waitFor('/hr', 1);
    const message = new Webhook(secret).verify(hit!.body, hit!.headers as Record<string, string>) as { type: string };
    expect(message.type).toBe('agreement.sent');

    await row.getByRole('button', { name: 'Delivery log of HR system' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    const entry = log.getByRole('row').filter({ hasText: 'Agreement sent' });
    await entry.getByText('Delivered').waitFor();
    await entry.getByText('200', { exact: true }).waitFor();
    await waitForStill(page); // the dialog fades in
    await screenshot(page, 'webhooks/delivery-log-1440');
    await entry.getByRole('button', { name: 'Send Agreement sent again' }).click();
    const [, again] = await receiver.waitFor('/hr', 2);
    expect(again!.headers['webhook-id']).toBe(hit!.headers['webhook-id']);

    // Issue 38: a test event, a sample body marked test, logged with the body sent and the answer.
    await log.getByRole('button', { name: 'Send test event' }).click();
    await log.getByRole('status').filter({ hasText: 'Test event queued.' }).waitFor();
    const [, , tested] = await receiver.waitFor('/hr', 3);
    expect(new Webhook(secret).verify(tested!.body, tested!.headers as Record<string, string>)).toMatchObject({ test: true });
    const testRow = log.getByRole('row').filter({ hasText: 'Test' }).filter({ hasText: 'Delivered' });
    await testRow.waitFor();
    await testRow.getByRole('button', { name: /^Show the bodies of/ }).click();
    await log.getByText('"test": true').first().waitFor();
    await log.getByText('Answer body (first 4 KB)').waitFor();
    await waitForStill(page);
    await screenshot(page, 'webhooks/test-event-bodies-1440');
    // The dialog alone, at its real size (a full-page picture shrinks it).
    if (takesScreenshots()) await log.screenshot({ path: path.join(SCREENSHOT_DIR, 'webhooks/test-event-dialog-1440.png') });
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Rotate the secret of HR system' }).click();
    const rotated = (await row.getByTestId('webhook-rotated-secret').textContent()) ?? '';
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await row.getByRole('button', { name: 'Switch off HR system' }).click();
    await row.getByText('Off', { exact: true }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'webhooks/section-1440');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('reads well on a phone in Chinese: the form, an endpoint and its log', async () => {
    const { token } = await createAccount(env.server.url, '林静');
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(context, token);
    await chooseLanguage(context, 'zh-CN');
    const page = await context.newPage();
    await page.goto(`${env.server.url}/account`);
    const section = page.getByRole('region', { name: 'Webhook' });
    await section.getByRole('textbox', { name: '端点地址' }).fill(receiver.url('/zh'));
    await section.getByRole('textbox', { name: '说明' }).fill('人事系统');
    await section.getByRole('button', { name: '添加端点' }).click();
    await section.getByRole('status').filter({ hasText: '端点已添加' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'webhooks/section-zh-390');
    await section.getByRole('button', { name: '人事系统的投递记录' }).click();
    const log = page.getByRole('dialog', { name: '投递记录' });
    await log.getByText('尚未发送任何消息。', { exact: false }).waitFor();
    await waitForStill(page);
    await screenshot(page, 'webhooks/delivery-log-zh-390');
    await log.getByRole('button', { name: '发送测试事件' }).click();
    await log.getByRole('status').filter({ hasText: '测试事件已加入发送队列' }).waitFor();
    const testRow = log.getByRole('row').filter({ hasText: '测试' }).filter({ hasText: '已送达' });
    await testRow.waitFor();
    await testRow.getByRole('button', { name: /消息体/ }).click();
    await log.getByText('响应体（前 4 KB）').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await waitForStill(page);
    await screenshot(page, 'webhooks/test-event-zh-390');
    if (takesScreenshots()) await log.screenshot({ path: path.join(SCREENSHOT_DIR, 'webhooks/test-event-dialog-zh-390.png') });
    await context.close();
  });
});
