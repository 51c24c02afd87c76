import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const codesFile = (dataDir: string) => path.join(dataDir, 'codes.txt');

/** What an operator runs before handing codes to a reseller (README): the real admin command. */
async function makeCodes(dataDir: string, env: Record<string, string>) {
  await promisify(execFile)(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/admin/main.ts', 'codes', 'create', '--plan', 'individual', '--period', 'year', '--count', '3', '--out', codesFile(dataDir)],
    { cwd: repoRoot, env: { ...process.env, ...env, DATA_DIR: dataDir } },
  );
}

describe('the Membership card in Chromium', () => {
  const env = useServerAndBrowser({}, makeCodes);

  it('redeems a licence code from the admin command: a wrong code and a used one say so, a good one shows the plan at once', async () => {
    const [code, secondCode] = (await readFile(codesFile(env.server.dataDir), 'utf8')).trim().split('\n');
    const { token } = await createAccount(env.server.url, 'Ann Lee');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/account`);

    const card = page.getByRole('region', { name: 'Membership' });
    await card.getByText('Free', { exact: true }).waitFor();
    const box = card.getByRole('textbox', { name: 'Licence code' });
    await box.fill('AAAAA-BBBBB-CCCCC-DDDDD');
    await card.getByRole('button', { name: 'Redeem' }).click();
    await card.getByText('This licence code is not valid. Check it and try again.').waitFor();
    await screenshot(page, 'membership/wrong-code-desktop');

    // Typed as a person might: lower case, spaces for dashes.
    await box.fill(` ${code!.toLowerCase().replace(/-/g, ' ')} `);
    await card.getByRole('button', { name: 'Redeem' }).click();
    await card.getByRole('status').filter({ hasText: /^Code redeemed: Individual until / }).waitFor();
    await card.getByText('Individual', { exact: true }).waitFor();
    await card.getByText('Paid', { exact: true }).waitFor();
    await card.getByText('Unlimited', { exact: true }).waitFor();
    expect(await box.inputValue()).toBe('');
    await screenshot(page, 'membership/redeemed-desktop');

    await box.fill(code!);
    await card.getByRole('button', { name: 'Redeem' }).click();
    await card.getByText('This licence code has already been redeemed.').waitFor();
    // The header's account menu and the editor read the same plan detail: still Individual after a reload.
    await page.reload();
    await page.getByRole('region', { name: 'Membership' }).getByText('Individual', { exact: true }).waitFor();
    expect(problems.consoleErrors).toEqual([]);
    await context.close();

    // zh-CN on a phone: the same card, nothing cut off.
    const other = await createAccount(env.server.url, '王芳');
    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(phone, other.token);
    await chooseLanguage(phone, 'zh-CN');
    const zh = await phone.newPage();
    await zh.goto(`${env.server.url}/account`);
    const zhCard = zh.getByRole('region', { name: '会员' });
    await zhCard.getByRole('textbox', { name: '授权码' }).fill(secondCode!);
    await zhCard.getByRole('button', { name: '兑换' }).click();
    await zhCard.getByRole('status').filter({ hasText: /^兑换成功：个人版/ }).waitFor();
    expect(await zh.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await zhCard.scrollIntoViewIfNeeded();
    await screenshot(zh, 'membership/redeemed-zh-phone');
    await phone.close();
  });
});
