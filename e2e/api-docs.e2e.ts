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
      ['signing', [contract.sendSignerCode.path, contract.submitSignature.path]],
      ['account', [contract.reauthenticate.path, contract.checkDevices.path]],
    ] as const) {
      // One tag open at a time, as a reader goes through them: Swagger UI 5 silently stops drawing
      // once about 144 operations are open together.
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

  for (const width of [1440, 390]) {
    it(`shows an operation's description, examples, error codes and headers at ${width} px, without scrolling sideways`, async () => {
      const page = await env.browser.newPage({ viewport: { width, height: 900 } });
      const problems = watchProblems(page);
      await page.goto(`${env.server.url}/v1/docs`, { waitUntil: 'networkidle' });
      // The sections come in reading order, each with its description.
      await page.locator('#operations-tag-agreements').waitFor();
      const tags = await page.locator('.opblock-tag-section h3').evaluateAll((headings) => headings.map((heading) => heading.id));
      expect(tags.slice(0, 3)).toEqual(['operations-tag-agreements', 'operations-tag-templates', 'operations-tag-documents']);
      await page.getByText('Create, send, follow and manage agreements', { exact: false }).first().waitFor();
      await page.locator('#operations-tag-agreements').click();
      const operation = page.locator('#operations-agreements-sendAgreement');
      await operation.locator('.opblock-summary').click();
      await operation.getByText('Who may call it:').waitFor();
      await operation.getByText('Your signature quota is used up.').waitFor();
      await operation.getByText('Idempotency-Key', { exact: true }).first().waitFor();
      await operation.getByText('RateLimit-Policy', { exact: true }).first().waitFor();
      await operation.locator('.body-param__example, .example.microlight, .highlight-code').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `api-docs-reference-${width}`);
      expect(problems.failedRequests).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await page.close();
    });
  }

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
