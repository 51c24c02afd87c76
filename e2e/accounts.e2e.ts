import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TIMING, checkDevices, enUS } from '@signet/contracts';
import { screenshot, watchProblems } from './helpers/browser.js';
import { readMailedCode } from './helpers/outbox.js';
import { useServerAndBrowser } from './helpers/environment.js';

const PASSWORD = 'correct horse battery';

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Code digit 1').click();
  await page.keyboard.type(code);
}

/**
 * Every device check the page makes, as they are answered (the app asks every
 * TIMING.deviceCheckIntervalMs), recorded from the start so none is missed while the test is busy.
 */
function recordDeviceChecks(page: Page): { code: number; error?: string }[] {
  const answers: { code: number; error?: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== checkDevices.path) return;
    void response.json().then(
      (body: { code: number }) => answers.push({ code: body.code }),
      (error: unknown) => answers.push({ code: -1, error: String(error) }),
    );
  });
  return answers;
}

describe('accounts and the device limit in Chromium', () => {
  const env = useServerAndBrowser();

  it('signs up with a mailed code, and a second browser pushes the first out at its next device check', async () => {
    const email = `ann-${Date.now()}@example.com`;
    const first = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const a = await first.newPage();
    const problemsA = watchProblems(a);
    const checksA = recordDeviceChecks(a);

    // Sign up: e-mail → code from the outbox → name and password.
    await a.goto(`${env.server.url}/`);
    await a.getByRole('button', { name: 'Sign in' }).first().click();
    const signIn = a.getByRole('dialog', { name: 'Sign in' });
    await signIn.waitFor();
    await signIn.getByRole('button', { name: 'Create account' }).click();
    const signUp = a.getByRole('dialog', { name: 'Create your account' });
    await signUp.getByLabel('E-mail').fill(email);
    const sentAt = new Date(Date.now() - 1000);
    await signUp.getByRole('button', { name: 'Send code' }).click();
    const code = await readMailedCode(env.server.url, email, { after: sentAt });
    await typeCode(a, code);
    await signUp.getByLabel('Name').fill('Ann Lee');
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await screenshot(a, 'accounts/sign-up-filled');
    await signUp.getByRole('button', { name: 'Create account' }).click();

    // Signed in: the account widget with the avatar appears.
    const widget = a.getByRole('button', { name: 'Account menu' });
    await widget.waitFor({ timeout: 10_000 });
    await expect.poll(() => a.getByRole('dialog').count()).toBe(0);
    await screenshot(a, 'accounts/signed-in');

    // Account centre: upload a picture (a screenshot of the page makes a real PNG); the header shows it.
    await widget.click();
    await a.getByRole('menuitem', { name: 'Account' }).click();
    await a.waitForURL(/\/account$/);
    const picture = await a.screenshot({ clip: { x: 0, y: 0, width: 300, height: 200 } });
    const chooser = a.waitForEvent('filechooser');
    await a.getByRole('button', { name: 'Upload picture' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    const headerPicture = a.getByRole('button', { name: 'Account menu' }).getByRole('img', { name: 'Ann Lee' });
    await headerPicture.waitFor({ timeout: 10_000 });
    expect(await headerPicture.getAttribute('src')).toMatch(/^\/v1\/user\/avatar\//);
    await a.getByText('This device').first().waitFor();
    await screenshot(a, 'accounts/account-page-desktop');
    await a.setViewportSize({ width: 390, height: 844 });
    await screenshot(a, 'accounts/account-page-phone');
    await a.setViewportSize({ width: 1440, height: 900 });

    // A second browser signs in with the password; the free plan allows one device.
    const second = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const b = await second.newPage();
    const checksB = recordDeviceChecks(b);
    await b.goto(`${env.server.url}/pricing/individuals`);
    await b.getByRole('button', { name: 'Sign in' }).first().click();
    const dialogB = b.getByRole('dialog', { name: 'Sign in' });
    await dialogB.getByLabel('E-mail').fill(email);
    await dialogB.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialogB.getByRole('button', { name: 'Sign in', exact: true }).click();
    await b.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 10_000 });

    // The first browser hears 2008 at its next device check (one every 6 s): wait for that answer
    // itself rather than a stopwatch, which a busy machine would stretch.
    await expect.poll(() => checksA.map((check) => check.code), { timeout: TIMING.deviceCheckIntervalMs * 2 + 1_000 }).toContain(2008);
    await a.getByText(enUS.device_limit).waitFor();
    await expect.poll(() => new URL(a.url()).pathname).toBe('/');
    expect(await widget.count()).toBe(0);
    await a.getByRole('button', { name: 'Sign in' }).first().waitFor();
    await screenshot(a, 'accounts/device-limit');

    // The second browser stays signed in: its next check after the push is answered 200 (success).
    const checksBAfterPush = checksB.length;
    await expect.poll(() => checksB.slice(checksBAfterPush).map((check) => check.code), { timeout: TIMING.deviceCheckIntervalMs * 2 + 1_000 }).toContain(200);
    expect(await b.getByRole('button', { name: 'Account menu' }).count()).toBe(1);

    expect(problemsA.consoleErrors).toEqual([]);
    await first.close();
    await second.close();
  });
});
