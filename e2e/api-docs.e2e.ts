import { describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { createAccount } from './helpers/accounts.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

describe('the API reference page', () => {
  const env = useServerAndBrowser();

  it('renders the generated OpenAPI document, offline, its operations under tags opened on demand', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/v1/docs`, { waitUntil: 'networkidle' });
    await page.getByText('Signet API').first().waitFor();
    // Tags open on demand; each opened lists its operations (each tag opened once: drawing a large
    // tag is most of this test's work).
    for (const [tag, paths] of [
      ['app', [contract.getPublicConfig.path, contract.listOutbox.path]],
      ['sign', [contract.checkDevices.path, contract.sendSignerCode.path]],
      ['account', [contract.reauthenticate.path]],
    ] as const) {
      // One tag open at a time, as a reader goes through them: Swagger UI 5 silently stops drawing
      // once about 144 operations are open together (app, sign and account hold 150 since issue 36).
      const section = page.locator(`#operations-tag-${tag}`);
      if ((await section.getAttribute('data-is-open')) !== 'true') await section.click();
      for (const path of paths) await page.getByText(path, { exact: true }).first().waitFor();
      await section.click();
      for (const path of paths) await page.getByText(path, { exact: true }).first().waitFor({ state: 'detached' });
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
    await page.locator('#operations-tag-account').click();
    const operation = page.locator('#operations-account-getUserInfo');
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    await operation.locator('.response .microlight', { hasText: 'Kai Moreno' }).first().waitFor();
    await screenshot(page, 'api-docs-with-key');
    await page.close();
  });
});
