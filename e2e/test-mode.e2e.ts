import * as contract from '@signet/contracts';
import { buildPath, parseJson, stringifyJson, type Envelope, type JsonOperation, type OperationInput, type OperationResult } from '@signet/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { createReadyDraft, sendDraft, signingLinkIn, uploadPdf } from './helpers/agreements.js';
import { axeViolations } from './helpers/axe.js';
import { fitsWidth, screenshot, switchOn, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

/** An operation called with an API key, as an integration calls it. */
async function withKey<Op extends JsonOperation>(baseUrl: string, key: string, operation: Op, input: OperationInput<Op> = {}): Promise<OperationResult<Op>> {
  const res = await fetch(baseUrl + buildPath(operation.path, input.params), {
    method: operation.method,
    headers: { authorization: `Bearer ${key}`, ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(input.body === undefined ? {} : { body: stringifyJson(input.body) }),
  });
  const envelope = parseJson(await res.text()) as Envelope<unknown>;
  if (envelope.code !== 200) throw new Error(`${operation.id}: ${envelope.code} ${envelope.msg}`);
  return operation.response.parse(envelope.data) as OperationResult<Op>;
}

/** Makes a test key on the account page, as a person does: Test chosen, the key shown once. */
async function makeTestKey(page: Page, labels: { region: string; name: string; write: string; test: string; create: string }): Promise<string> {
  const section = page.getByRole('region', { name: labels.region });
  await section.getByRole('textbox', { name: labels.name }).fill('CI');
  await section.getByText(labels.write, { exact: true }).click();
  await section.getByText(labels.test, { exact: true }).click();
  await section.getByRole('button', { name: labels.create }).click();
  const secret = (await section.getByTestId('api-key-secret').textContent()) ?? '';
  await section.getByRole('listitem').filter({ hasText: 'CI' }).getByTestId('test-badge').waitFor();
  return secret;
}

/** A test agreement made and sent by a test key to `email`, from a PDF the owner uploaded. */
async function sendWithTestKey(baseUrl: string, token: string, key: string, name: string, email: string) {
  const documentId = await uploadPdf(baseUrl, token, `${name}.pdf`, 2);
  const draft = await withKey(baseUrl, key, contract.createAgreement, { body: { name, documents: [{ documentId }], recipients: [{ name: 'Ann Lee', email, role: 'signer' }] } });
  const document = draft.documents[0];
  const recipient = draft.recipients[0];
  if (!document || !recipient) throw new Error('draft incomplete');
  const fields = [{ recipientId: recipient.id, documentId: document.id, page: 1, type: 'signature' as const, x: 0.1, y: 0.3, width: 0.3, height: 0.06 }];
  const saved = await withKey(baseUrl, key, contract.saveAgreementFields, { params: { flowId: draft.id }, body: { revision: draft.revision, fields } });
  return withKey(baseUrl, key, contract.sendAgreement, { params: { flowId: draft.id }, body: { revision: saved.revision } });
}

describe('test mode in Chromium (issue 38)', () => {
  const env = useServerAndBrowser();

  it('makes a test key, keeps its agreements apart and its mail in Test mail, and tells the signer', async () => {
    const { token } = await createAccount(env.server.url, 'Nora Quinn');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/account`);
    const keys = page.getByRole('region', { name: 'API keys' });
    await keys.getByText('No keys yet.').waitFor();
    await keys.getByText('Test', { exact: true }).click();
    await keys.getByText('never mail anyone', { exact: false }).waitFor();
    const key = await makeTestKey(page, { region: 'API keys', name: 'Name', write: 'Read and write', test: 'Test', create: 'Create key' });
    expect(key).toMatch(/^sgk_test_/);
    await keys.scrollIntoViewIfNeeded();
    await screenshot(page, 'test-mode/keys-1440');
    expect(await axeViolations(page, 'keys-1440')).toEqual([]);

    const email = `ann-${Date.now()}@example.com`;
    const test = await sendWithTestKey(env.server.url, token, key, 'Trial lease', email);
    expect(test.test).toBe(true);
    const live = await createReadyDraft(env.server.url, token, [{ name: 'Bo Chen', email: `bo-${Date.now()}@example.com` }], 'Real lease');
    expect((await sendDraft(env.server.url, token, live)).code).toBe(200);

    // The index shows the real agreement; the switch shows the test one, badged.
    await page.goto(`${env.server.url}/agreements`);
    const rows = page.getByRole('table');
    await rows.getByText(/^Offer/).first().waitFor();
    expect(await rows.getByText('Trial lease').count()).toBe(0);
    await switchOn(page.getByRole('switch', { name: 'Test agreements' }));
    const testRow = page.getByRole('row').filter({ hasText: 'Trial lease' });
    await testRow.getByTestId('test-badge').waitFor();
    await page.getByTestId('test-list-note').waitFor();
    expect(await rows.getByText(/^Offer/).count()).toBe(0);
    expect(page.url()).toContain('test=1');
    await screenshot(page, 'test-mode/agreements-1440');
    expect(await axeViolations(page, 'agreements-1440')).toEqual([]);
    await testRow.getByRole('link', { name: 'Trial lease' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trial lease' }).waitFor();
    await page.getByTestId('test-badge').waitFor();

    // The invitation is in Test mail, and its link opens a signing page that says it is a test.
    await page.goto(`${env.server.url}/account#test-mail`);
    const mails = page.getByRole('region', { name: 'Test mail' });
    const invitation = mails.getByRole('button', { name: /^Read:/ }).first();
    await invitation.waitFor();
    await mails.scrollIntoViewIfNeeded();
    await screenshot(page, 'test-mode/test-mail-1440');
    expect(await axeViolations(page, 'test-mail-1440')).toEqual([]);
    await invitation.click();
    const dialog = page.getByRole('dialog');
    const text = await dialog.getByTestId('test-mail-text').textContent();
    await screenshot(page, 'test-mode/test-mail-open-1440');
    const signerPage = await context.newPage();
    await signerPage.goto(signingLinkIn(text));
    await signerPage.getByTestId('test-banner').filter({ hasText: 'Test document — not legally binding' }).waitFor();
    await screenshot(signerPage, 'test-mode/signer-1440');
    expect(await axeViolations(signerPage, 'signer-1440')).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('reads well on a phone, in Chinese too', async () => {
    const { token } = await createAccount(env.server.url, '周宁');
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(context, token);
    await chooseLanguage(context, 'zh-CN');
    const page = await context.newPage();
    await page.goto(`${env.server.url}/account`);
    const key = await makeTestKey(page, { region: 'API 密钥', name: '名称', write: '读写', test: '测试', create: '创建密钥' });
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('region', { name: 'API 密钥' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'test-mode/keys-zh-390');
    expect(await axeViolations(page, 'keys-zh-390')).toEqual([]);

    await sendWithTestKey(env.server.url, token, key, '试用租约', `ann-${Date.now()}@example.com`);
    await page.goto(`${env.server.url}/agreements?test=1`);
    await page.getByText('试用租约').first().waitFor();
    await page.getByTestId('test-badge').first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'test-mode/agreements-zh-390');
    expect(await axeViolations(page, 'agreements-zh-390')).toEqual([]);

    await page.goto(`${env.server.url}/account#test-mail`);
    const mails = page.getByRole('region', { name: '测试邮件' });
    await mails.getByRole('listitem').first().waitFor();
    await mails.scrollIntoViewIfNeeded();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'test-mode/test-mail-zh-390');
    expect(await axeViolations(page, 'test-mail-zh-390')).toEqual([]);
    await context.close();
  });
});
