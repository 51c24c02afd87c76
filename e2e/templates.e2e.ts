import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePdf } from '../apps/server/test/helpers/sample-files.js';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { dropField, screenshot, switchOn, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { listMailSubjects, readMailedCode, waitForMail } from './helpers/outbox.js';
import { agreeToSign } from './helpers/signing.js';
import * as contract from '@signet/contracts';
import { callApi, getAgreement } from './helpers/agreements.js';
import { publishedTemplate, role, setPublicLink } from './helpers/templates.js';

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('templates in Chromium', () => {
  const env = useServerAndBrowser();

  it('makes a template from scratch with two roles, then uses it for two different people', async () => {
    const sender = await createAccount(env.server.url, 'Dana Park');
    const stamp = Date.now();
    const hr = { name: 'Hana Ruiz', email: `hana-${stamp}@example.com` };
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);

    // Every account starts with Signet's ready-made templates.
    await page.goto(`${env.server.url}/templates`);
    await page.getByRole('link', { name: 'Mutual non-disclosure agreement', exact: true }).waitFor();
    await screenshot(page, 'templates/list-1440');

    // New template: the agreement editor, in roles.
    await page.getByRole('button', { name: 'New template' }).first().click();
    await page.waitForURL(/\/flow\/create\/step1\/\d+$/);
    await page.getByRole('heading', { name: 'Edit template' }).waitFor();
    await page.locator('input[type=file]').first().setInputFiles([{ name: 'Offer.pdf', mimeType: 'application/pdf', buffer: await makePdf(1) }]);
    await page.getByText('Offer', { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.getByLabel('Template name').fill('Offer letter');
    await page.locator('[data-recipient-row="0"]').getByLabel('Role name').fill('Employee');
    await page.getByRole('button', { name: 'Add role' }).click();
    const second = page.locator('[data-recipient-row="1"]');
    await second.getByLabel('Role name').fill('HR manager');
    await second.getByRole('button', { name: 'Always the same person…' }).click();
    await second.getByLabel('Fixed person’s name').fill(hr.name);
    await second.getByLabel('Fixed person’s e-mail').fill(hr.email);
    await switchOn(page.getByRole('switch', { name: 'Set signing order' }));
    await screenshot(page, 'templates/editor-step1-1440');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/flow\/create\/step2\/\d+$/, { timeout: 15_000 });

    // Step 2: a signature for each role, and a read-only salary the sender fills in.
    const page1 = page.getByRole('group', { name: 'Page 1', exact: true });
    await page1.locator('canvas').first().waitFor({ timeout: 15_000 });
    const pickers = page.getByRole('radiogroup', { name: 'Signer whose fields you place' });
    await pickers.getByText('Employee', { exact: true }).click();
    await dropField(page, page.getByRole('button', { name: 'Add Signature field' }), page1, { x: 0.3, y: 0.3 }, 'Signature field for Employee, page 1');
    await dropField(page, page.getByRole('button', { name: 'Add Text field' }), page1, { x: 0.3, y: 0.15 }, 'Text field for Employee, page 1');
    await page.getByLabel('Hint for the signer').fill('Salary');
    await page.getByLabel('Filled in by you').fill('90,000');
    await switchOn(page.getByRole('switch', { name: 'Read-only' }));
    await pickers.getByText(`HR manager · ${hr.name}`).click();
    await dropField(page, page.getByRole('button', { name: 'Add Signature field' }), page1, { x: 0.6, y: 0.4 }, `Signature field for HR manager · ${hr.name}, page 1`);
    await screenshot(page, 'templates/editor-step2-1440');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/flow\/create\/step3\/\d+$/);
    await screenshot(page, 'templates/editor-step3-1440');
    await page.getByRole('button', { name: 'Save template (version 1)' }).click();
    await page.waitForURL(/\/templates\/\d+$/);
    await page.getByText('Version 1', { exact: true }).first().waitFor();
    await screenshot(page, 'templates/detail-1440');
    // The same pages on a phone: the template, its editor's roles, and the use form.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, 'templates/detail-390');
    const detailUrl = page.url();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/flow\/create\/step1\/\d+$/);
    await page.locator('[data-recipient-row="1"]').getByLabel('Role name').waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, 'templates/editor-step1-390');
    await page.goto(`${detailUrl}/use`);
    await page.getByTestId('role-fill').first().waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, 'templates/use-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(detailUrl);

    // Used for two different people; the salary is prefilled, changed for the second.
    const people = [
      { name: 'Ann Lee', email: `ann-${stamp}@example.com`, salary: null },
      { name: 'Bo Chen', email: `bo-${stamp}@example.com`, salary: '95,000' },
    ];
    for (const person of people) {
      await page.goto(`${page.url().replace(/\/use$/, '').replace(/\/agreement\/\d+$/, '')}`);
      await page.getByTestId('template-use').click();
      await page.waitForURL(/\/templates\/\d+\/use$/);
      const employee = page.getByTestId('role-fill').first();
      await employee.getByLabel('Name').fill(person.name);
      await employee.getByLabel('E-mail').fill(person.email);
      await expect.poll(() => page.getByLabel('Salary · Employee').inputValue()).toBe('90,000');
      if (person.salary) await page.getByLabel('Salary · Employee').fill(person.salary);
      if (person === people[0]) await screenshot(page, 'templates/use-1440');
      const sentAt = new Date(Date.now() - 1000);
      await page.getByTestId('use-send').click();
      await page.waitForURL(/\/agreement\/\d+$/);
      await page.getByText('From template').waitFor();
      const invitation = await waitForMail(env.server.url, person.email, { after: sentAt });
      expect(invitation.text).toContain('Dana Park');
      const templatePath = await page.getByRole('link', { name: /Offer letter \(version 1\)/ }).getAttribute('href');
      await page.goto(`${env.server.url}${templatePath ?? ''}`);
    }

    const versions = page.getByTestId('template-version');
    await expect.poll(() => versions.first().getByRole('link').count()).toBe(2);
    await screenshot(page, 'templates/detail-used-1440');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('is signed through its public link on a phone: e-mail confirmed by code, and the agreement appears for the owner', async () => {
    const owner = await createAccount(env.server.url, 'Dana Park');
    const stamp = Date.now();
    const hr = { name: 'Hana Ruiz', email: `hana-pub-${stamp}@example.com` };
    const template = await publishedTemplate(env.server.url, owner.token, 'Photo consent', [role('Participant'), role('Organiser', hr)]);
    const linked = await setPublicLink(env.server.url, owner.token, template.id, true);

    // The owner sees the link on the template's page.
    const ownerContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(ownerContext, owner.token);
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${env.server.url}/templates/${String(template.id)}`);
    const shown = await ownerPage.getByTestId('public-link-url').inputValue();
    expect(shown).toBe(`${env.server.url}/t/${linked.publicLink.token ?? ''}`);
    await screenshot(ownerPage, 'templates/public-link-owner-1440');

    // A visitor on a phone.
    const visitor = { name: 'Vic Tor', email: `vic-${stamp}@example.com` };
    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const problems = watchProblems(page);
    await page.goto(shown);
    await page.getByRole('heading', { name: 'Photo consent' }).waitFor();
    await page.getByText('Participant', { exact: true }).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, 'templates/public-start-390');
    await page.getByLabel('Name').fill(visitor.name);
    await page.getByLabel('E-mail').fill(visitor.email);
    const asked = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'E-mail me a code' }).tap();
    await page.getByText(`We sent a 6-digit code to ${visitor.email}.`).waitFor();
    const code = await readMailedCode(env.server.url, visitor.email, { after: asked });
    await page.getByRole('textbox').first().focus();
    await page.keyboard.type(code);
    await screenshot(page, 'templates/public-code-390');
    await page.getByTestId('public-start').tap();
    await page.waitForURL(/\/sign\/start\/\d+$/);

    // Signs as the first role, as any signer does.
    await agreeToSign(page, 'tap');
    await page.getByRole('button', { name: /Signature, required, page 1, not filled/ }).tap();
    await page.getByRole('button', { name: 'Type' }).tap();
    await page.getByRole('button', { name: 'Adopt and sign' }).tap();
    await page.getByRole('button', { name: 'Finish' }).tap();
    await page.waitForURL(/\/sign\/finish\/\d+$/);
    await screenshot(page, 'templates/public-finished-390');
    expect(problems.consoleErrors).toEqual([]);

    // The owner has the agreement; the fixed organiser is invited next.
    await ownerPage.goto(`${env.server.url}/agreements`);
    await ownerPage.getByRole('link', { name: 'Photo consent' }).first().click();
    await ownerPage.getByText('From template').waitFor();
    const flowId = /\/agreement\/(\d+)$/.exec(ownerPage.url())?.[1] ?? '';
    const agreement = await getAgreement(env.server.url, owner.token, flowId);
    expect(agreement.recipients.map((r) => [r.roleName, r.email, r.status])).toEqual([
      ['Participant', visitor.email, 'signed'],
      ['Organiser', hr.email, 'invited'],
    ]);
    await waitForMail(env.server.url, hr.email);
    await phone.close();
    await ownerContext.close();
  });

  it('bulk-sends a 5-row CSV: the bad row’s problem shows before anything is sent, then the valid rows go out', async () => {
    const owner = await createAccount(env.server.url, 'Dana Park');
    const stamp = Date.now();
    const template = await publishedTemplate(env.server.url, owner.token, 'Offer letter', [role('Employee')], ['Salary']);
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, owner.token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/templates/${String(template.id)}/bulk`);
    await page.getByText('Employee email *').waitFor();
    const people = ['ann', 'bo', 'cy', 'di'].map((name) => `${name}-${stamp}@example.com`);
    const csv = [
      'Employee name,Employee email,Salary',
      `Ann Lee,${people[0]},"90,000"`,
      `Bo Chen,${people[1]},85000`,
      'Cy Wu,cy-at-example.com,70000',
      `Di Park,${people[2]},`,
      `Eve Ng,${people[3]},60000`,
    ].join('\n');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('bulk-choose').click()]);
    await chooser.setFiles({ name: 'offers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('Rows with problems (nothing has been sent)').waitFor();
    const bad = page.getByTestId('bulk-row');
    expect(await bad.count()).toBe(1);
    expect(await bad.first().innerText()).toContain('Employee email: Not a valid e-mail address');
    expect(await bad.first().innerText()).toContain('4');
    // A free plan has 2 signature requests: the file needs 4, so it says so and offers no send.
    await page.getByTestId('bulk-file-error').getByText('Signature requests left on your plan: 2. This file needs 4.').waitFor();
    expect(await page.getByTestId('bulk-send-valid').count()).toBe(0);
    await screenshot(page, 'templates/bulk-checked-1440');
    const before = await callApi(env.server.url, owner.token, contract.getAgreementCounts);
    expect(before.data.waiting).toBe(0);
    expect(await listMailSubjects(env.server.url, people[0] ?? '')).toEqual([]);

    // Two valid rows and the bad one: send only the valid rows, and follow them.
    await page.getByRole('button', { name: 'Upload another file' }).click();
    const smaller = [csv.split('\n')[0], csv.split('\n')[1], csv.split('\n')[3], csv.split('\n')[4]].join('\n');
    const [again] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('bulk-choose').click()]);
    await again.setFiles({ name: 'offers-2.csv', mimeType: 'text/csv', buffer: Buffer.from(smaller) });
    await page.getByText('Checked: offers-2.csv').waitFor();
    await page.getByTestId('bulk-send-valid').click();
    await page.getByText('Bulk send finished').waitFor({ timeout: 30_000 });
    await page.getByText('2 sent').first().waitFor();
    await screenshot(page, 'templates/bulk-done-1440');
    const after = await callApi(env.server.url, owner.token, contract.getAgreementCounts);
    expect(after.data.waiting).toBe(2);
    await waitForMail(env.server.url, people[0] ?? '');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, 'templates/bulk-done-390');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('lists templates at 390 px and 1440 px in both languages without overflow, and explains them when there are none', async () => {
    const sender = await createAccount(env.server.url, 'Lin Wei');
    const empty = await createAccount(env.server.url, 'Mo Empty');
    const ready = await callApi(env.server.url, empty.token, contract.listTemplates, { query: {} });
    for (const item of ready.data.items) await callApi(env.server.url, empty.token, contract.deleteTemplate, { params: { templateId: item.id } });
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      for (const locale of ['en-US', 'zh-CN'] as const) {
        const context = await env.browser.newContext({ viewport: { width, height }, locale });
        await signInContext(context, sender.token);
        await chooseLanguage(context, locale);
        const page = await context.newPage();
        await page.goto(`${env.server.url}/templates`);
        await page.getByTestId('template-card').first().waitFor();
        expect(await page.getByTestId('template-card').count()).toBe(4);
        expect(await noHorizontalOverflow(page)).toBe(true);
        await screenshot(page, `templates/list-${width}-${locale}`);
        // The home page offers them too.
        await page.goto(`${env.server.url}/`);
        await page.getByRole('heading', { name: locale === 'zh-CN' ? '从模板开始' : 'Start from a template' }).waitFor();
        const strip = page.getByRole('region', { name: locale === 'zh-CN' ? '从模板开始' : 'Start from a template' });
        await expect.poll(() => strip.getByRole('article').count()).toBe(4);
        expect(await noHorizontalOverflow(page)).toBe(true);
        await screenshot(page, `templates/home-${width}-${locale}`);
        await context.close();
        const emptyContext = await env.browser.newContext({ viewport: { width, height }, locale });
        await signInContext(emptyContext, empty.token);
        await chooseLanguage(emptyContext, locale);
        const emptyPage = await emptyContext.newPage();
        await emptyPage.goto(`${env.server.url}/templates`);
        await emptyPage.getByTestId('templates-empty').waitFor();
        expect(await noHorizontalOverflow(emptyPage)).toBe(true);
        await screenshot(emptyPage, `templates/empty-${width}-${locale}`);
        await emptyContext.close();
      }
    }
  });
});
