import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, watchProblems } from './helpers/browser.js';
import { startBuiltServer, type RunningServer } from './helpers/server.js';

describe('the API reference page', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders every operation from the generated OpenAPI document, offline', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems = watchProblems(page);
    await page.goto(`${server.url}/v1/docs`, { waitUntil: 'networkidle' });
    await page.getByText('Signet API').first().waitFor();
    for (const path of ['/v1/app/config', '/v1/user/checkDevices', '/v1/dev/outbox']) {
      await page.getByText(path, { exact: true }).first().waitFor();
    }
    await screenshot(page, 'api-docs');
    expect(problems.failedRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
  });
});
