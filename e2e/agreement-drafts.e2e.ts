import { describe, expect, it } from 'vitest';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { createReadyDraft, getAgreement, sendDraft } from './helpers/agreements.js';
import { screenshot, waitForStill, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

describe('agreement drafts in Chromium', () => {
  const env = useServerAndBrowser();

  it('refuses a save from a stale tab, offers a reload, and asks before leaving unsaved work', async () => {
    const sender = await createAccount(env.server.url, 'Ravi Nair');
    const draft = await createReadyDraft(env.server.url, sender.token, [{ name: 'Ann Lee', email: `ann-${Date.now()}@example.com` }]);
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, sender.token);
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    const problemsA = watchProblems(tabA);
    for (const tab of [tabA, tabB]) {
      await tab.goto(`${env.server.url}/flow/create/step1/${draft.id}`);
      await tab.getByRole('textbox', { name: 'Subject' }).waitFor();
    }

    await tabA.getByRole('textbox', { name: 'Subject' }).fill('Signed in tab A');
    await tabA.getByRole('button', { name: 'Save to draft' }).click();
    await tabA.getByText('Save to draft successfully').waitFor();

    await tabB.getByRole('textbox', { name: 'Message' }).fill('Written in tab B');
    await tabB.getByRole('button', { name: 'Save to draft' }).click();
    const changed = tabB.getByRole('dialog', { name: 'This draft was changed elsewhere' });
    await changed.getByText('This draft was changed in another tab or window.', { exact: false }).waitFor();
    await screenshot(tabB, 'drafts/changed-elsewhere');
    // Tab B's words are still on screen until its user chooses.
    expect(await tabB.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Written in tab B');
    await changed.getByRole('button', { name: 'Reload draft' }).click();
    await expect.poll(() => tabB.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('Signed in tab A');
    expect((await getAgreement(env.server.url, sender.token, draft.id)).subject).toBe('Signed in tab A');

    // Leaving with unsaved work asks first; 'Save and leave' saves, then goes.
    await tabB.getByLabel('Agreement name').fill('Renamed before leaving');
    await tabB.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Documents' }).click();
    const leave = tabB.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await screenshot(tabB, 'drafts/leave-dialog');
    await leave.getByRole('button', { name: 'Save and leave' }).click();
    await tabB.waitForURL(/\/documents$/);
    expect((await getAgreement(env.server.url, sender.token, draft.id)).name).toBe('Renamed before leaving');

    // 'Unsave and close' leaves without saving.
    await tabA.reload();
    await tabA.getByLabel('Agreement name').fill('Never saved');
    await tabA.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Documents' }).click();
    await tabA.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Unsave and close' }).click();
    await tabA.waitForURL(/\/documents$/);
    expect((await getAgreement(env.server.url, sender.token, draft.id)).name).toBe('Renamed before leaving');
    expect(problemsA.consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the plan-exceeded dialog when a free account has used its signature requests', async () => {
    const sender = await createAccount(env.server.url, 'Lena Ortiz');
    const signer = { name: 'Ann Lee', email: `ann-${Date.now()}@example.com` };
    for (let i = 0; i < 2; i += 1) {
      const used = await createReadyDraft(env.server.url, sender.token, [signer]);
      expect((await sendDraft(env.server.url, sender.token, used)).code).toBe(200);
    }
    const third = await createReadyDraft(env.server.url, sender.token, [signer]);
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    await page.goto(`${env.server.url}/flow/create/step3/${third.id}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your signatures are used up' });
    await dialog.getByRole('link', { name: 'See plans' }).or(dialog.getByRole('button', { name: 'See plans' })).waitFor();
    await waitForStill(page); // the dialog fades in
    await screenshot(page, 'drafts/plan-exceeded-390');
    expect((await getAgreement(env.server.url, sender.token, third.id)).status).toBe('draft');
    await context.close();
  });

  it('speaks zh-CN through all three steps', async () => {
    const sender = await createAccount(env.server.url, '王芳');
    const draft = await createReadyDraft(env.server.url, sender.token, [{ name: '李雷', email: `li-${Date.now()}@example.com` }], '请签署录用协议');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await signInContext(context, sender.token);
    await chooseLanguage(context, 'zh-CN');
    const page = await context.newPage();
    const problems = watchProblems(page);

    await page.goto(`${env.server.url}/flow/create/step1/${draft.id}`);
    await page.getByRole('heading', { name: '添加文档' }).waitFor();
    await page.getByRole('heading', { name: '添加收件人' }).waitFor();
    await screenshot(page, 'create/step1-zh-1440');
    await page.goto(`${env.server.url}/flow/create/step2/${draft.id}`);
    await page.getByRole('group', { name: /1/ }).locator('canvas').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'create/step2-zh-1440');
    await page.goto(`${env.server.url}/flow/create/step3/${draft.id}`);
    await page.getByText('请签署录用协议').waitFor();
    await screenshot(page, 'create/step3-zh-1440');
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await page.getByText('发送成功').waitFor();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });
});
