import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import * as contract from '@signet/contracts';
import { callApi, getAgreement, uploadPdf } from './helpers/agreements.js';
import { axeViolations } from './helpers/axe.js';
import { fitsWidth, screenshot, waitForStill, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

/** Adds a field from the palette (it lands in view and takes the focus), then types where it goes (points), apart from the others. */
async function addField(page: Page, type: string, at: { x: number; y: number }, nudges: string[] = []) {
  await page.getByRole('button', { name: `Add ${type} field`, exact: true }).click();
  // A box's name starts with its words (a label's text, a radio option) when it shows some.
  await page.getByLabel(new RegExp(`(^|: )${type} field for Employee · Ann Lee, page 1$`)).first().waitFor();
  for (const key of nudges) await page.keyboard.press(key);
  await page.getByLabel('X', { exact: true }).fill(String(at.x));
  await page.getByLabel('Y', { exact: true }).fill(String(at.y));
}

/** A template's working copy, opened in the same editor: one document and the role "Employee", held by Ann Lee, with a signature. */
async function templateWorkingCopy(url: string, token: string) {
  const template = await callApi(url, token, contract.createTemplate, { body: { name: 'Onboarding form' } });
  expect(template.code, template.msg).toBe(200);
  const documentId = await uploadPdf(url, token, 'Onboarding.pdf', 2);
  const copy = (await getAgreement(url, token, template.data.draftAgreementId));
  const saved = await callApi(url, token, contract.saveAgreementDraft, {
    params: { flowId: copy.id },
    body: { revision: copy.revision, name: 'Onboarding form', documents: [{ documentId }], recipients: [{ roleName: 'Employee', role: 'signer', name: 'Ann Lee', email: `ann-${Date.now()}@example.com` }] },
  });
  expect(saved.code, saved.msg).toBe(200);
  const withSignature = await callApi(url, token, contract.saveAgreementFields, {
    params: { flowId: copy.id },
    body: { revision: saved.data.revision, fields: [{ recipientId: saved.data.recipients[0]!.id, documentId: saved.data.documents[0]!.id, page: 1, type: 'signature', x: 0.6, y: 0.85, width: 0.3, height: 0.08 }] },
  });
  expect(withSignature.code, withSignature.msg).toBe(200);
  return withSignature.data;
}

const times = (n: number, key: string) => Array.from({ length: n }, () => key);

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the fields editor with the issue 36 kinds, in Chromium', () => {
  const env = useServerAndBrowser();

  it('places every new kind on a template, sets options, rules and a condition, saves, and finds them after a reload', async () => {
    const sender = await createAccount(env.server.url, 'Mei Tan');
    const draft = await templateWorkingCopy(env.server.url, sender.token);
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/flow/create/step2/${draft.id}`);
    await page.getByRole('group', { name: 'Page 1', exact: true }).locator('canvas').first().waitFor({ timeout: 15_000 });
    const palette = page.getByRole('group', { name: 'Fields', exact: true });
    for (const section of ['Signing', 'Information', 'Choices', 'Files']) await palette.getByRole('group', { name: section }).waitFor();

    // Each kind from the palette, typed into its own place so none covers another (as the target-size rule wants).
    await addField(page, 'Checkbox', { x: 40, y: 60 }, times(3, 'Shift+ArrowUp'));
    await addField(page, 'Number', { x: 40, y: 110 });
    await page.getByLabel('Smallest', { exact: true }).fill('1');
    await page.getByLabel('Largest', { exact: true }).fill('10');
    await page.getByLabel('Decimal places', { exact: true }).fill('0');
    await page.getByLabel('Filled in by you', { exact: true }).fill('12');
    await page.getByText('Enter 10 or less.').waitFor();
    await page.getByLabel('Filled in by you', { exact: true }).fill('7');

    await addField(page, 'Dropdown', { x: 320, y: 60 });
    await page.getByLabel('Option 1', { exact: true }).fill('Company');
    await page.getByLabel('Option 2', { exact: true }).fill('Person');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option 3', { exact: true }).fill('Trust');

    await addField(page, 'Date', { x: 40, y: 250 });
    await choose(page, 'Show only when…', 'Checkbox 1 · Page 1');
    expect(await page.getByRole('combobox', { name: '…has this value', exact: true }).inputValue()).toBe('is ticked');

    await addField(page, 'Phone', { x: 40, y: 300 });
    await page.getByLabel('Help for the signer', { exact: true }).fill('With the country code');

    await addField(page, 'Multi-line text', { x: 320, y: 110 });
    await page.getByLabel('Pattern', { exact: true }).fill('[A-Za-z ,.]+');
    await page.getByLabel('Message when it does not match', { exact: true }).fill('Letters only, please');
    await page.getByLabel('Fewest characters', { exact: true }).fill('5');

    await addField(page, 'Attachment', { x: 40, y: 350 });
    await addField(page, 'Stamp', { x: 320, y: 230 });
    await addField(page, 'Label', { x: 40, y: 400 });
    await page.getByRole('textbox', { name: /^Text on the document/ }).fill('For office use only');

    // A radio group: two boxes, each moved by its own keys; a third option brings a third box.
    await addField(page, 'Radio group', { x: 420, y: 380 }, ['ArrowDown']);
    const group = 'Radio group field for Employee · Ann Lee, page 1';
    const second = page.getByLabel(`Option 2, option 2 of 2: ${group}`, { exact: true });
    await second.focus();
    const before = await second.boundingBox();
    for (const key of times(3, 'Shift+ArrowLeft')) await page.keyboard.press(key);
    expect((await second.boundingBox())?.x).toBeLessThan((before?.x ?? 0) - 40);
    await page.getByLabel('Option 1', { exact: true }).fill('Yes');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel(`Option 3, option 3 of 3: ${group}`, { exact: true }).waitFor();
    await page.getByLabel('Option 3', { exact: true }).fill('Maybe');
    await screenshot(page, 'fields-editor/en-1440-radio');

    await page.getByRole('button', { name: 'Save to draft' }).click();
    await page.getByText('Save to draft successfully').waitFor();

    const saved = (await getAgreement(env.server.url, sender.token, draft.id)).fields;
    const byType = (type: string) => saved.find((field) => field.type === type);
    expect(saved.map((field) => field.type).sort()).toEqual(['attachment', 'checkbox', 'date', 'dropdown', 'label', 'number', 'phone', 'radio', 'signature', 'stamp', 'textarea']);
    expect(byType('number')).toMatchObject({ validation: { min: 1, max: 10, decimals: 0 }, defaultValue: '7' });
    expect(byType('textarea')?.validation).toEqual({ pattern: '[A-Za-z ,.]+', patternMessage: 'Letters only, please', minLength: 5 });
    expect(byType('dropdown')?.options).toEqual([{ value: 'Company' }, { value: 'Person' }, { value: 'Trust' }]);
    expect(byType('phone')?.helpText).toBe('With the country code');
    expect(byType('label')).toMatchObject({ defaultValue: 'For office use only', readOnly: true, required: false });
    const checkboxKey = byType('checkbox')?.key;
    expect(checkboxKey).toMatch(/^f[0-9a-z]{6}$/);
    expect(byType('date')?.showIf).toEqual({ key: checkboxKey, equals: 'true' });
    const radio = byType('radio');
    expect(radio?.options?.map((option) => option.value)).toEqual(['Yes', 'Option 2', 'Maybe']);
    // The group's own rectangle frames its boxes.
    for (const { box } of radio?.options ?? []) {
      expect(box && radio && box.x >= radio.x - 1e-6 && box.y >= radio.y - 1e-6 && box.x + box.width <= radio.x + radio.width + 1e-6).toBe(true);
    }

    // After a reload every field is back, with its condition.
    await page.reload();
    await page.getByRole('group', { name: 'Page 1', exact: true }).locator('canvas').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('placed-field').count()).toBe(10);
    expect(await page.getByTestId('placed-radio-option').count()).toBe(3);
    await page.getByLabel('Date field for Employee · Ann Lee, page 1', { exact: true }).focus();
    expect(await page.getByRole('combobox', { name: 'Show only when…', exact: true }).inputValue()).toBe('Checkbox 1 · Page 1');
    expect(await axeViolations(page, 'step 2, 1440 px, date properties')).toEqual([]);
    await screenshot(page, 'fields-editor/en-1440');

    // A phone: the palette in a row, the properties in a sheet.
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByLabel(`Yes, option 1 of 3: ${group}`, { exact: true }).focus();
      await page.getByRole('button', { name: 'Edit field' }).click();
      await page.getByRole('dialog', { name: 'Field properties' }).getByLabel('Option 3', { exact: true }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      if (width === 360) expect(await axeViolations(page, 'step 2, 360 px, radio properties')).toEqual([]);
      await waitForStill(page);
      await screenshot(page, `fields-editor/en-${width}-sheet`);
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('dialog', { name: 'Field properties' }).waitFor({ state: 'hidden' });
      await waitForStill(page);
      await screenshot(page, `fields-editor/en-${width}`);
    }
    expect(problems.consoleErrors).toEqual([]);
    await context.close();

    // The same in zh-CN, looked at on a computer and a phone.
    const zh = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await signInContext(zh, sender.token);
    await chooseLanguage(zh, 'zh-CN');
    const zhPage = await zh.newPage();
    await zhPage.goto(`${env.server.url}/flow/create/step2/${draft.id}`);
    await zhPage.getByRole('group', { name: '第 1 页', exact: true }).locator('canvas').first().waitFor({ timeout: 15_000 });
    await zhPage.getByTestId('placed-field').nth(3).focus();
    await zhPage.getByText('填写规则').or(zhPage.getByText('仅在以下情况显示…')).first().waitFor();
    await screenshot(zhPage, 'fields-editor/zh-1440');
    await zhPage.setViewportSize({ width: 390, height: 800 });
    await zhPage.getByTestId('placed-radio-option').first().focus();
    await zhPage.getByRole('button', { name: '编辑字段' }).click();
    await zhPage.getByRole('dialog').getByText('选项', { exact: true }).waitFor();
    await waitForStill(zhPage);
    await screenshot(zhPage, 'fields-editor/zh-390-sheet');
    await zh.close();
  });
});
