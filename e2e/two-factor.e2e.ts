import * as contract from '@signet/contracts';
import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { axeViolations } from './helpers/axe.js';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { SCREENSHOT_DIR, fitsWidth, screenshot, takesScreenshots, waitForStill, watchProblems } from './helpers/browser.js';
import { callApi } from './helpers/agreements.js';
import { joinCompany } from './helpers/companies.js';
import { useServerAndBrowser } from './helpers/environment.js';

const PASSWORD = 'correct horse battery';

/**
 * The authenticator app of the test: the same secret the page showed, and codes as an app
 * computes them. The server takes a code of the current 30-second step or the next (clock
 * drift), never a step at or before one it already took, so the second code is the next step's
 * at once; a third waits until the clock reaches the step before it.
 */
function authenticatorApp(secretText: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secretText.replace(/\s+/g, '')), digits: 6, period: 30 });
  let last = -1;
  return async (): Promise<string> => {
    const step = Math.max(totp.counter(), last + 1);
    while (totp.counter() < step - 1) await new Promise((resolve) => setTimeout(resolve, 500));
    last = step;
    return totp.generate({ timestamp: step * 30_000 });
  };
}

/** A picture of one section, to look at beside the full page. */
async function sectionShot(section: Locator, name: string) {
  if (!takesScreenshots()) return;
  await waitForStill(section.page());
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

async function openSignIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  const second = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await second.waitFor();
  return second;
}

async function signedIn(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

/** Through the menu: a reload would bring back the context's first token, signed out by now. */
async function openAccount(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await page.waitForURL(/\/account/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
}

/** Chromium's virtual authenticator (a platform one, with a resident key and user verification), through the DevTools protocol. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

describe('two-factor sign-in in Chromium', () => {
  const env = useServerAndBrowser();

  it('turns on an authenticator app, signs in with its code and with a recovery code (once), then with a passkey', async () => {
    const { email, token } = await createAccount(env.server.url, 'Tom Reyes');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    // A passkey belongs to a domain, never to an IP address: the page is at localhost.
    await page.goto(`${env.server.url.replace('127.0.0.1', 'localhost')}/account#security`);
    const section = page.getByRole('region', { name: 'Sign-in security' });
    await section.getByText('Two-factor sign-in is off').waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'two-factor/security-off-1440');
    await sectionShot(section, 'two-factor/section-security-off-1440');

    // The app: QR code and key, then the app's code turns it on and the ten recovery codes show once.
    await section.getByRole('button', { name: 'Set up' }).click();
    await section.getByRole('img', { name: 'QR code that adds Signet to an authenticator app' }).waitFor();
    const nextCode = authenticatorApp((await section.getByTestId('totp-secret').textContent()) ?? '');
    expect(await axeViolations(page, 'authenticator set-up')).toEqual([]);
    await screenshot(page, 'two-factor/setup-1440');
    await sectionShot(section, 'two-factor/section-setup-1440');
    await section.getByLabel('Authenticator code').fill(await nextCode());
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCodes = await codes.allTextContents();
    await section.getByText('Two-factor sign-in is on').waitFor();
    await screenshot(page, 'two-factor/recovery-codes-1440');
    await sectionShot(section, 'two-factor/section-recovery-codes-1440');
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download .txt' }).click();
    expect((await download).suggestedFilename()).toBe('signet-recovery-codes.txt');
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByText('10 codes left').waitFor();
    expect(await axeViolations(page, 'security section, on')).toEqual([]);

    // Signing in again asks for the app's code.
    await signOut(page);
    let step = await openSignIn(page, email);
    const appCode = step.getByLabel('Authenticator code');
    expect(await appCode.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await appCode.getAttribute('inputmode')).toBe('numeric');
    expect(await axeViolations(page, 'second-factor step')).toEqual([]);
    await screenshot(page, 'two-factor/sign-in-step-1440');
    await appCode.fill('000000');
    await step.getByRole('button', { name: 'Verify' }).click();
    await step.getByText('The code is wrong or was already used.', { exact: false }).waitFor();
    await appCode.fill(await nextCode());
    await step.getByRole('button', { name: 'Verify' }).click();
    await signedIn(page);

    // A recovery code signs in once; the second time it is refused.
    await signOut(page);
    step = await openSignIn(page, email);
    await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await step.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await step.getByRole('button', { name: 'Verify' }).click();
    await signedIn(page);
    await signOut(page);
    step = await openSignIn(page, email);
    await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await step.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await step.getByRole('button', { name: 'Verify' }).click();
    await step.getByText('The code is wrong or was already used.', { exact: false }).waitFor();
    await screenshot(page, 'two-factor/recovery-used-1440');
    await step.getByLabel('Recovery code').fill(recoveryCodes[1] ?? '');
    await step.getByRole('button', { name: 'Verify' }).click();
    await signedIn(page);

    // A passkey, made with Chromium's virtual authenticator, then signing in with it alone.
    await addVirtualAuthenticator(context, page);
    await openAccount(page);
    await section.getByText('8 codes left').waitFor();
    await section.getByLabel('Passkey name').fill('Work laptop');
    await section.getByRole('button', { name: 'Add passkey' }).click();
    const passkey = section.getByRole('list', { name: 'Passkeys' }).getByRole('listitem').filter({ hasText: 'Work laptop' });
    await passkey.getByText('never used', { exact: false }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'two-factor/passkey-added-1440');
    await sectionShot(section, 'two-factor/section-passkey-added-1440');
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await screenshot(page, 'two-factor/sign-in-1440');
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Sign in with a passkey' }).click();
    await signedIn(page);
    await openAccount(page);
    await passkey.getByText('last used', { exact: false }).waitFor();

    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('reads well at 360 px in Chinese: the security section and the second-factor step, without axe violations', async () => {
    const { email, token } = await createAccount(env.server.url, '周宁');
    const context = await env.browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    await signInContext(context, token);
    await chooseLanguage(context, 'zh-CN');
    const page = await context.newPage();
    await page.goto(`${env.server.url}/account#security`);
    const section = page.getByRole('region', { name: '登录安全' });
    await section.getByText('两步验证未开启').waitFor();
    await section.getByRole('button', { name: '设置' }).click();
    const nextCode = authenticatorApp((await section.getByTestId('totp-secret').textContent()) ?? '');
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'two-factor/setup-zh-360');
    await sectionShot(section, 'two-factor/section-setup-zh-360');
    await section.getByLabel('身份验证器验证码').fill(await nextCode());
    await section.getByRole('button', { name: '开启' }).click();
    await section.getByRole('list', { name: '恢复码' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page, 'security section zh-CN 360')).toEqual([]);
    await screenshot(page, 'two-factor/recovery-codes-zh-360');
    await sectionShot(section, 'two-factor/section-recovery-codes-zh-360');
    await section.getByRole('button', { name: '我已保存' }).click();

    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '登录' }).first().click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.getByRole('button', { name: '使用通行密钥登录' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page, 'sign-in dialog zh-CN 360')).toEqual([]);
    await screenshot(page, 'two-factor/sign-in-zh-360');
    await dialog.getByLabel('邮箱').fill(email);
    await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    const step = page.getByRole('dialog', { name: '两步验证登录' });
    await step.getByLabel('身份验证器验证码').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page, 'second-factor step zh-CN 360')).toEqual([]);
    await screenshot(page, 'two-factor/sign-in-step-zh-360');
    // Keyboard alone: the code field has the focus; typing and Enter sign in.
    await page.keyboard.type(await nextCode());
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '账号菜单' }).waitFor();
    await context.close();
  });

  /**
   * The server asks again only when the last check is over 10 minutes old (its own tests prove
   * that); here one call of the operation is answered with the re-check code at once, and every
   * other call, the re-check and the retry among them, goes to the server.
   */
  async function refuseOnce(page: Page, operation: { path: string; method: string }, code: number) {
    let refused = false;
    await page.route(`**${operation.path}`, async (route) => {
      if (refused || route.request().method() !== operation.method) return route.continue();
      refused = true;
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code, data: null, msg: 'Please confirm it is you to continue.' }) });
    });
  }

  it('asks for the password before a new API key and for the second factor before turning two-factor sign-in off, then does each without a second click', async () => {
    const { token } = await createAccount(env.server.url, 'Ines Ward');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/account`);

    // Without two-factor sign-in: the password; the key's name typed before stays.
    const keys = page.getByRole('region', { name: 'API keys' });
    await keys.getByRole('textbox', { name: 'Name' }).fill('CRM');
    await refuseOnce(page, contract.createApiKey, contract.ErrorCode.ReauthRequired);
    await keys.getByRole('button', { name: 'Create key' }).click();
    let recheck = page.getByRole('dialog', { name: 'Confirm it is you' });
    await recheck.getByLabel('Password', { exact: true }).fill(PASSWORD);
    expect(await axeViolations(page, 're-check dialog, password')).toEqual([]);
    await screenshot(page, 'two-factor/recheck-password-1440');
    await recheck.getByRole('button', { name: 'Confirm' }).click();
    await keys.getByRole('status').filter({ hasText: 'Key "CRM" created' }).waitFor();

    // With it on: the second factor, then the action goes on by itself.
    const section = page.getByRole('region', { name: 'Sign-in security' });
    await section.getByRole('button', { name: 'Set up' }).click();
    const nextCode = authenticatorApp((await section.getByTestId('totp-secret').textContent()) ?? '');
    await section.getByLabel('Authenticator code').fill(await nextCode());
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await refuseOnce(page, contract.disableTwoFactor, contract.ErrorCode.SecondFactorReauthRequired);
    await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' }).getByRole('button', { name: 'Turn off' }).click();
    recheck = page.getByRole('dialog', { name: 'Confirm it is you' });
    await recheck.getByLabel('Authenticator code').waitFor();
    expect(await axeViolations(page, 're-check dialog, second factor')).toEqual([]);
    await screenshot(page, 'two-factor/recheck-1440');
    await recheck.getByLabel('Authenticator code').fill(await nextCode());
    await recheck.getByRole('button', { name: 'Confirm' }).click();
    await section.getByText('Two-factor sign-in is off').waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('lets an admin require two-factor sign-in once they have it, and tells a member without it where to turn it on', async () => {
    const owner = await createAccount(env.server.url, 'Olga Berg');
    const created = await callApi(env.server.url, owner.token, contract.createCompany, { body: { displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', registrationNumber: null } });
    const companyId = (created.data as { company: { id: bigint } }).company.id;
    const member = await joinCompany(env.server.url, owner.token, companyId, 'Max Lind');

    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, owner.token);
    const page = await context.newPage();
    await page.goto(`${env.server.url}/companies/${companyId}`);
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    // By keyboard: the switch takes Space.
    const requireSwitch = card.getByRole('switch', { name: 'Require two-factor sign-in' });
    await requireSwitch.focus();
    await page.keyboard.press('Space');
    await card.getByRole('alert').getByText('Turn on two-factor sign-in for your own account', { exact: false }).waitFor();
    await card.getByRole('link', { name: 'Your sign-in security' }).click();
    const section = page.getByRole('region', { name: 'Sign-in security' });
    await section.getByRole('button', { name: 'Set up' }).click();
    const nextCode = authenticatorApp((await section.getByTestId('totp-secret').textContent()) ?? '');
    await section.getByLabel('Authenticator code').fill(await nextCode());
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await page.goBack();
    await requireSwitch.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => requireSwitch.isChecked()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    expect(await axeViolations(page, 'company two-factor switch')).toEqual([]);
    await screenshot(page, 'two-factor/company-required-1440');
    await context.close();

    const memberContext = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(memberContext, member.token);
    const memberPage = await memberContext.newPage();
    await memberPage.goto(`${env.server.url}/companies/${companyId}`);
    // Refused the company's pages: the reason, and the way to the security section.
    const main = memberPage.getByRole('main');
    await main.getByRole('heading', { name: 'This company requires two-factor sign-in.' }).waitFor();
    expect(await fitsWidth(memberPage)).toBe(true);
    expect(await axeViolations(memberPage, 'company refused for two-factor sign-in')).toEqual([]);
    await screenshot(memberPage, 'two-factor/company-refused-390');
    await main.getByRole('link', { name: 'Turn it on in your account' }).click();
    await memberPage.getByRole('region', { name: 'Sign-in security' }).getByText('Required by Acme.').waitFor();
    await memberContext.close();
  });
});
