import { describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
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
});
