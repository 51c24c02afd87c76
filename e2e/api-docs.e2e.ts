import { describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { createAccount } from './helpers/accounts.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

describe('the API reference page', () => {
  const env = useServerAndBrowser();

  it('renders every operation from the generated OpenAPI document, offline', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/v1/docs`, { waitUntil: 'networkidle' });
    await page.getByText('Signet API').first().waitFor();
    for (const path of [contract.getPublicConfig.path, contract.checkDevices.path, contract.listOutbox.path]) {
      await page.getByText(path, { exact: true }).first().waitFor();
    }
    await screenshot(page, 'api-docs');
    expect(problems.failedRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
  });

  it('tries a call with an API key: Authorize with the key, then Execute answers the key owner’s data', async () => {
    const { token } = await createAccount(env.server.url, 'Kai Moreno');
    const res = await fetch(`${env.server.url}${contract.createApiKey.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token },
      body: JSON.stringify({ name: 'Docs page', scope: 'read' }),
    });
    const { data } = (await res.json()) as { data: { secret: string } };
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${env.server.url}/v1/docs`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    const bearer = page.locator('.auth-container', { hasText: '(http, Bearer)' });
    await bearer.locator('#auth-bearer-value').fill(data.secret);
    await bearer.getByRole('button', { name: 'Apply credentials' }).click();
    await bearer.getByRole('button', { name: 'Close' }).click();
    const operation = page.locator('#operations-account-getUserInfo');
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    await operation.locator('.response .microlight', { hasText: 'Kai Moreno' }).first().waitFor();
    await screenshot(page, 'api-docs-with-key');
    await page.close();
  });
});
