import * as contract from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

describe('API keys in the account centre, in Chromium', () => {
  const env = useServerAndBrowser();
  const listWith = async (key: string) => {
    const res = await fetch(`${env.server.url}${contract.listAgreements.path}`, { headers: { authorization: `Bearer ${key}` } });
    return ((await res.json()) as { code: number }).code;
  };

  it('makes a key shown once, which then calls the API, and revokes it after a confirmation', async () => {
    const { token } = await createAccount(env.server.url, 'Nora Quinn');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/account`);
    const section = page.getByRole('region', { name: 'API keys' });
    await section.getByText('No keys yet.').waitFor();

    await section.getByRole('button', { name: 'Create key' }).click();
    await section.getByText('Give the key a name of up to 60 characters.').waitFor();
    await section.getByRole('textbox', { name: 'Name' }).fill('CRM');
    await section.getByText('Read and write', { exact: true }).click();
    await section.getByLabel('Expires', { exact: true }).click();
    await page.getByRole('option', { name: 'In 30 days' }).click();
    await section.getByRole('button', { name: 'Create key' }).click();
    const shown = section.getByRole('status').filter({ hasText: 'Key "CRM" created' });
    await shown.getByText('It will not be shown again.', { exact: false }).waitFor();
    const secret = (await section.getByTestId('api-key-secret').textContent()) ?? '';
    expect(secret).toMatch(/^sgk_/);
    const row = section.getByRole('listitem').filter({ hasText: 'CRM' });
    await row.getByText('Read and write').waitFor();
    await row.getByText(/^Expires /).waitFor();
    await row.getByText(secret.slice(0, 10) + '…').waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'api-keys/created-1440');
    expect(await listWith(secret)).toBe(200);

    await row.getByRole('button', { name: 'Revoke CRM' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this key?' });
    await confirm.getByText('Anything using "CRM" stops working at once.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked', { exact: true }).waitFor();
    expect(await listWith(secret)).toBe(401);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('reads well on a phone in Chinese, with a key listed and nothing cut off', async () => {
    const { token } = await createAccount(env.server.url, '周宁');
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(context, token);
    await chooseLanguage(context, 'zh-CN');
    const page = await context.newPage();
    await page.goto(`${env.server.url}/account`);
    const section = page.getByRole('region', { name: 'API 密钥' });
    await section.getByRole('textbox', { name: '名称' }).fill('人事系统');
    await section.getByRole('button', { name: '创建密钥' }).click();
    await section.getByRole('status').filter({ hasText: '已创建密钥“人事系统”' }).waitFor();
    await section.getByRole('listitem').filter({ hasText: '人事系统' }).getByText('只读').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'api-keys/created-zh-390');
    await context.close();
  });
});
