import { describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { enUS, parseJson, stringifyJson } from '@signet/contracts';
import { screenshot, watchProblems } from './helpers/browser.js';
import { createAccount } from './helpers/accounts.js';
import { useServerAndBrowser } from './helpers/environment.js';

/** Two rounds of each order: the device check hears it first, or the list's counts poll does. */
const RUNS = 4;

async function login(baseUrl: string, email: string, deviceId: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stringifyJson({ email, password: 'correct horse battery', deviceId }),
  });
  const envelope = parseJson(await res.text()) as { code: number; data: { token: string } };
  if (envelope.code !== 200) throw new Error(`login answered ${envelope.code}`);
  return envelope.data.token;
}

describe('the device-limit message in Chromium', () => {
  const env = useServerAndBrowser();

  it(`shows every time a second browser pushes this one out while the agreements list polls (${RUNS} runs)`, { timeout: 240_000 }, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // A returning user: each round a new account (sign-in attempts per e-mail are rate limited),
    // whose token the app finds stored, as it keeps it.
    await page.goto(`${env.server.url}/about-us`);
    const signInAsA = async () => {
      const { email, token } = await createAccount(env.server.url, 'Kim Ito');
      await page.evaluate((stored) => {
        window.localStorage.setItem('cacheVersion', '1.0.0');
        window.localStorage.setItem('token', stored);
      }, token);
      return email;
    };
    const problems = watchProblems(page);
    let heardBy: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) heardBy.push(new URL(response.url()).pathname);
    });

    for (let run = 0; run < RUNS; run += 1) {
      // Odd runs hold the device check back, so the list's counts poll is what hears 2008 first.
      const holdDeviceCheck = run % 2 === 1;
      if (holdDeviceCheck) {
        await page.route('**/v1/user/checkDevices', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 15_000));
          await route.continue().catch(() => {});
        });
      }
      const email = await signInAsA();
      heardBy = [];
      await page.goto(`${env.server.url}/agreements`);
      await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 10_000 });
      await page.waitForResponse((response) => response.url().includes(contract.getAgreementCounts.path) && response.status() === 200);

      // Browser B signs in: the free plan allows one device, so A's session ends with 'device_limit'.
      await login(env.server.url, email, 'device-b');
      await page.getByText(enUS.device_limit).waitFor({ timeout: 12_000 });
      // The message and the way home come from the same answer, in either order.
      await expect.poll(() => new URL(page.url()).pathname, { message: `run ${run}` }).toBe('/');
      expect(await page.getByRole('button', { name: 'Account menu' }).count(), `run ${run}`).toBe(0);
      if (holdDeviceCheck) expect(heardBy, `run ${run}`).toContain(contract.getAgreementCounts.path);
      if (run === 1) await screenshot(page, 'device-limit/heard-by-list-poll-1440');

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.getByRole('button', { name: 'Close' }).first().click();
    }

    await page.setViewportSize({ width: 390, height: 844 });
    const email = await signInAsA();
    await page.goto(`${env.server.url}/agreements`);
    await page.waitForResponse((response) => response.url().includes(contract.getAgreementCounts.path) && response.status() === 200);
    await login(env.server.url, email, 'device-b');
    await page.getByText(enUS.device_limit).waitFor({ timeout: 12_000 });
    await screenshot(page, 'device-limit/message-390');

    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
