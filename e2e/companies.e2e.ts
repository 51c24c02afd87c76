import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { axeViolations } from './helpers/axe.js';
import { screenshot, waitForStill, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { readMailedCode, waitForMail } from './helpers/outbox.js';

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const joinLinkIn = (text: string | null) => /https?:\/\/\S+\/join\?t=[\w-]+/.exec(text ?? '')?.[0] ?? '';

describe('companies in Chromium', () => {
  const env = useServerAndBrowser();

  it('an owner creates Acme Ltd, invites a colleague with an account and one without; both join; a removed member is refused at once', async () => {
    const stamp = Date.now();
    const ann = await createAccount(env.server.url, 'Ann Lee');
    const bo = await createAccount(env.server.url, 'Bo Chen');
    const cyEmail = `cy-${stamp}@example.com`;
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, ann.token);
    const page = await context.newPage();
    const problems = watchProblems(page);

    // The account centre: no company yet; create one, with a China registration number checked as typed.
    await page.goto(`${env.server.url}/account`);
    const section = page.getByRole('region', { name: 'Companies' });
    await section.getByText('You are not in a company yet.', { exact: false }).waitFor();
    await section.getByRole('button', { name: 'Create a company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a company' });
    await dialog.getByLabel('Display name').fill('Acme');
    await dialog.getByLabel('Legal name').fill('Acme Ltd');
    await dialog.getByText('Mainland China', { exact: true }).click();
    await dialog.getByLabel('Unified social credit code (optional)').fill('91350100M000100Y44');
    await dialog.getByRole('button', { name: 'Create company' }).click();
    await dialog.getByText('its last character does not match the others', { exact: false }).waitFor();
    await screenshot(page, 'companies/create-refused-1440');
    await dialog.getByLabel('Unified social credit code (optional)').fill('91350100M000100Y43');
    await dialog.getByRole('button', { name: 'Create company' }).click();
    await page.waitForURL(/\/companies\/\d+$/);
    const settingsUrl = page.url();
    await page.getByRole('heading', { name: 'Acme', level: 1 }).waitFor();
    await page.getByTestId('header-workspace').filter({ hasText: 'Acme' }).waitFor();
    await page.getByText('Your current workspace').waitFor();

    // Invitations: Bo (has an account) as admin, Cy (has none) as member.
    const invite = page.getByRole('form', { name: 'Invite people' });
    for (const [email, role] of [
      [bo.email, 'Admin'],
      [cyEmail, 'Member'],
    ] as const) {
      await invite.getByLabel('E-mail address').fill(email);
      await invite.getByLabel('Role', { exact: true }).click();
      await page.getByRole('option', { name: role }).click();
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByTestId('invitation-row').filter({ hasText: email }).waitFor();
    }
    await page.getByTestId('activity-row').filter({ hasText: `Ann Lee invited ${cyEmail} as a member` }).waitFor();
    // The company's look: a logo (shown 40 px high) and an accent, checked for contrast as it is typed.
    const look = page.getByRole('region', { name: 'Logo and colour' });
    await look.locator('input[type=file]').setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 360, height: 120, channels: 3, background: '#0f766e' } }).png().toBuffer() });
    await look.getByRole('textbox', { name: 'Accent colour' }).fill('#fbbf24');
    await look.getByText('Too light: 1.6:1, at least 4.5:1 is needed').waitFor();
    expect(await look.getByRole('button', { name: 'Save logo and colour' }).isDisabled()).toBe(true);
    await look.getByRole('textbox', { name: 'Accent colour' }).fill('#0f766e');
    await look.getByText('White text on it: 5.4:1').waitFor();
    await look.getByRole('button', { name: 'Save logo and colour' }).click();
    await expect.poll(() => look.getByTestId('company-logo').getAttribute('src')).toMatch(/^\/v1\/public\/company-logos\//);
    await screenshot(page, 'companies/settings-invited-1440');
    expect(await axeViolations(page, 'company settings 1440')).toEqual([]);
    // A free company holds three people: the open invitations took the last seats, so a fourth is refused, naming the count.
    await page.getByTestId('seats-used').filter({ hasText: '3 of 3 seats taken' }).waitFor();
    await invite.getByLabel('E-mail address').fill(`dee-${stamp}@example.com`);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('All 3 seats of this company are taken. Add seats to invite more people.').waitFor();
    // The refusal leads to where seats are added (here, with no payment provider on, the licence code).
    await invite.getByRole('button', { name: 'Add seats' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#company-seats') !== null)).toBe(true);
    expect(await page.getByLabel('Licence code with seats').evaluate((input) => input === document.activeElement)).toBe(true);

    // Bo opens his mail's link, signed in, and joins.
    const boMail = await waitForMail(env.server.url, bo.email);
    expect(boMail.subject).toBe('Ann Lee invited you to join Acme on Signet');
    const boContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(boContext, bo.token);
    const boPage = await boContext.newPage();
    await boPage.goto(joinLinkIn(boMail.text));
    await boPage.getByRole('heading', { name: 'Join Acme' }).waitFor();
    await boPage.getByText(`Ann Lee invited ${bo.email} to join Acme on Signet as an admin.`).waitFor();
    await boPage.getByRole('button', { name: 'Join Acme' }).click();
    await boPage.waitForURL(/\/companies\/\d+$/);
    await boPage.getByTestId('header-workspace').filter({ hasText: 'Acme' }).waitFor();

    // Cy has no account: the link offers to create one with the invited address, then joins.
    const cyMail = await waitForMail(env.server.url, cyEmail);
    const cyContext = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const cyPage = await cyContext.newPage();
    const cyProblems = watchProblems(cyPage);
    await cyPage.goto(joinLinkIn(cyMail.text));
    await cyPage.getByRole('button', { name: 'Create an account to accept' }).waitFor();
    await cyPage.getByRole('button', { name: 'Sign in', exact: true }).first().waitFor();
    expect(await fitsWidth(cyPage)).toBe(true);
    await screenshot(cyPage, 'companies/join-signed-out-390');
    expect(await axeViolations(cyPage, 'join 390')).toEqual([]);
    // Sign-up from the link: the dialog has the invited address in it; once the account exists, Cy is in.
    await cyPage.getByRole('button', { name: 'Create an account to accept' }).click();
    const signUp = cyPage.getByRole('dialog', { name: 'Create your account' });
    await expect.poll(() => signUp.getByLabel('E-mail').inputValue()).toBe(cyEmail);
    const codeSentAt = new Date(Date.now() - 1000);
    await signUp.getByRole('button', { name: 'Send code' }).click();
    const code = await readMailedCode(env.server.url, cyEmail, { after: codeSentAt });
    await cyPage.getByLabel('Code digit 1').click();
    await cyPage.keyboard.type(code);
    await signUp.getByLabel('Name').fill('Cy Wu');
    await signUp.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await cyPage.waitForURL(/\/companies\/\d+$/);
    const cyJoin = cyPage;
    await cyJoin.getByText('Only the owner and admins can change it.').waitFor();

    // The owner sees three members, removes Cy; Cy's very next request in Acme is refused.
    await page.goto(settingsUrl);
    await expect.poll(() => page.getByTestId('member-row').count()).toBe(3);
    // Whoever leaves by themselves hands their work to the member chosen here (the owner until then).
    const leaversTo = page.getByLabel('When someone leaves, their work passes to', { exact: true }).and(page.locator('input'));
    expect(await leaversTo.inputValue()).toBe('Ann Lee (you) · Owner');
    await leaversTo.click();
    await page.getByRole('option', { name: 'Bo Chen' }).click();
    await page.reload();
    await expect.poll(() => leaversTo.inputValue()).toBe('Bo Chen');
    await page.getByRole('button', { name: 'Remove Cy Wu' }).click();
    await page.getByRole('dialog', { name: 'Remove this member?' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByTestId('member-row').count()).toBe(2);
    await cyJoin.goto(`${env.server.url}/agreements`);
    await cyJoin.getByText('You are not a member of this company. Your personal space is shown instead.').waitFor();
    await expect.poll(() => cyJoin.getByTestId('header-workspace').count()).toBe(0);
    await screenshot(page, 'companies/settings-members-1440');

    expect(problems.consoleErrors).toEqual([]);
    expect(cyProblems.consoleErrors).toEqual([]);
    await Promise.all([context.close(), boContext.close(), cyContext.close()]);
  });

  it('reads well on a 360 px phone in Chinese: the company page, the switcher, nothing cut off', async () => {
    const zhou = await createAccount(env.server.url, '周宁');
    const context = await env.browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    await signInContext(context, zhou.token);
    await chooseLanguage(context, 'zh-CN');
    const page = await context.newPage();
    await page.goto(`${env.server.url}/account`);
    const section = page.getByRole('region', { name: '企业' });
    await section.getByRole('button', { name: '创建企业' }).click();
    const dialog = page.getByRole('dialog', { name: '创建企业' });
    await dialog.getByLabel('显示名称').fill('星河科技');
    await dialog.getByLabel('法定名称').fill('杭州星河科技有限公司');
    await dialog.getByRole('button', { name: '创建企业' }).click();
    await page.waitForURL(/\/companies\/\d+$/);
    await page.getByRole('heading', { name: '星河科技', level: 1 }).waitFor();
    await page.getByText('当前工作空间').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'companies/settings-zh-360');
    expect(await axeViolations(page, 'company settings zh 360')).toEqual([]);
    // The switcher in the account menu: the personal space and the company, the current one ticked.
    await page.getByRole('button', { name: /账号菜单|Account menu/ }).click();
    await page.getByRole('menuitem', { name: '星河科技' }).waitFor();
    await waitForStill(page);
    await screenshot(page, 'companies/switcher-zh-360');
    await page.getByRole('menuitem', { name: '个人空间' }).click();
    await expect.poll(() => page.getByRole('button', { name: '在此企业中工作' }).count()).toBe(1);
    await context.close();
  });
});
