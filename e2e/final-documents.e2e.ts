import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Download, Locator, Page } from 'playwright-core';
import * as contract from '@signet/contracts';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { callApi, getAgreement, sendDraft, signingLinkIn, uploadPdf } from './helpers/agreements.js';
import { axeViolations } from './helpers/axe.js';
import { fitsWidth, screenshot, waitForStill, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';
import { signThroughApi } from './helpers/signing.js';

const DOCUMENTS = ['Lease', 'House rules', 'Inventory'];

/** A three-document agreement one signer signed (through the API), sealed. */
async function sealedThreeDocuments(baseUrl: string, signer: { name: string; email: string }) {
  const sender = await createAccount(baseUrl, 'Dana Park');
  const ids = [];
  for (const [index, name] of DOCUMENTS.entries()) ids.push(await uploadPdf(baseUrl, sender.token, `${name}.pdf`, index + 1));
  const ok = async <T>(call: Promise<{ code: number; msg: string; data: T }>) => {
    const answer = await call;
    if (answer.code !== 200) throw new Error(`${answer.code} ${answer.msg}`);
    return answer.data;
  };
  const draft = await ok(callApi(baseUrl, sender.token, contract.createAgreement, { body: { name: 'Flat share', documents: ids.map((documentId) => ({ documentId })), recipients: [{ ...signer, role: 'signer' }] } }));
  const saved = await ok(
    callApi(baseUrl, sender.token, contract.saveAgreementFields, {
      params: { flowId: draft.id },
      body: {
        revision: draft.revision,
        fields: draft.documents.map((document) => ({ recipientId: draft.recipients[0]!.id, documentId: document.id, page: 1, type: 'signature' as const, x: 0.1, y: 0.6, width: 0.3, height: 0.08 })),
        draftStep: 3,
      },
    }),
  );
  const sentAt = new Date(Date.now() - 1000);
  expect((await sendDraft(baseUrl, sender.token, saved)).code).toBe(200);
  await signThroughApi(baseUrl, signingLinkIn((await waitForMail(baseUrl, signer.email, { after: sentAt })).text));
  await expect.poll(async () => (await getAgreement(baseUrl, sender.token, draft.id)).status, { timeout: 30_000, interval: 500 }).toBe('completed');
  return { sender, flowId: draft.id };
}

/** Closes the open menu and waits until it is gone (a closing menu and the next one's items look alike). */
async function closeMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await menuGone(page);
}
const menuGone = (page: Page) => expect.poll(() => page.getByRole('menu').count()).toBe(0);

/** Picks one entry of the open download menu and answers the saved file. */
async function pick(page: Page, menuButton: Locator, item: RegExp | string): Promise<{ download: Download; bytes: Buffer }> {
  await menuButton.click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  await menuGone(page);
  return { download, bytes: await readFile(await download.path()) };
}

describe('each document sealed on its own, in Chromium', () => {
  const env = useServerAndBrowser();

  it('the sender downloads three sealed documents that each verify on /verify, the merged PDF and the zip; the signer gets the menu too', async () => {
    const signer = { name: 'Alice Chen', email: `alice-final-${Date.now()}@example.com` };
    const { sender, flowId } = await sealedThreeDocuments(env.server.url, signer);

    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/agreement/${String(flowId)}`);
    // The page's main action and the documents section offer the same menu.
    const menu = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Download signed copy' });
    const sectionMenu = page.getByRole('region', { name: 'Documents' }).getByRole('button', { name: 'Download signed copy' });
    await sectionMenu.click();
    await page.getByRole('menuitem', { name: 'All files (.zip)' }).waitFor();
    await waitForStill(page);
    await screenshot(page, 'final-documents/section-menu-1440');
    await closeMenu(page);
    await menu.click();
    await page.getByRole('menuitem', { name: 'All files (.zip)' }).waitFor();
    await waitForStill(page);
    await screenshot(page, 'final-documents/menu-1440');
    expect(await axeViolations(page, 'download menu 1440')).toEqual([]);
    await closeMenu(page);

    const documents = [];
    for (const name of DOCUMENTS) {
      const { download, bytes } = await pick(page, menu, `Download ${name}, sealed on its own`);
      expect(download.suggestedFilename()).toBe(`${name}.pdf`);
      documents.push({ name, bytes });
    }
    const merged = await pick(page, menu, 'All documents in one PDF');
    expect(merged.download.suggestedFilename()).toBe('Flat share.pdf');
    const zip = await pick(page, sectionMenu, /All files \(\.zip\)/);
    expect(zip.download.suggestedFilename()).toBe('Flat share.zip');
    expect(zip.bytes.subarray(0, 2).toString()).toBe('PK');

    // On a narrow phone the menu fits.
    await page.setViewportSize({ width: 360, height: 740 });
    await menu.click();
    await page.getByRole('menuitem', { name: 'All files (.zip)' }).waitFor();
    await waitForStill(page);
    await screenshot(page, 'final-documents/menu-360');
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page, 'download menu 360')).toEqual([]);
    await closeMenu(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Each document on its own is Authentic on /verify, and named.
    await page.goto(`${env.server.url}/verify`);
    for (const { name, bytes } of documents) {
      await page.locator('input[type=file]').setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: bytes });
      await page.getByRole('heading', { level: 2, name: 'Authentic' }).waitFor({ timeout: 30_000 });
      await page.locator('main').getByText(name, { exact: true }).waitFor();
      await page.getByText('One document of this agreement, sealed on its own with the audit certificate.').waitFor();
      if (name === 'House rules') await screenshot(page, 'final-documents/verify-document-1440');
      await page.getByRole('button', { name: 'Check another file' }).click();
    }
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();

    // The signer, from the completion mail, on a narrow phone in Chinese: the same menu.
    const mail = await waitForMail(env.server.url, signer.email, { after: new Date(Date.now() - 60_000) });
    expect(mail.text).toContain('- House rules');
    const phone = await env.browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    await chooseLanguage(phone, 'zh-CN');
    const phonePage = await phone.newPage();
    const phoneProblems = watchProblems(phonePage);
    await phonePage.goto(signingLinkIn(mail.text));
    await phonePage.waitForURL(/\/sign\/finish\/\d+$/, { timeout: 15_000 });
    await phonePage.getByRole('button', { name: '下载已签署的副本' }).click();
    await phonePage.getByRole('menuitem', { name: /全部文件（\.zip）/ }).waitFor();
    await waitForStill(phonePage);
    await screenshot(phonePage, 'final-documents/signer-menu-360-zh');
    expect(await fitsWidth(phonePage)).toBe(true);
    expect(await axeViolations(phonePage, 'signer download menu 360 zh')).toEqual([]);
    const [download] = await Promise.all([phonePage.waitForEvent('download'), phonePage.getByRole('menuitem', { name: '下载单独封印的“Inventory”' }).click()]);
    expect(download.suggestedFilename()).toBe('Inventory.pdf');
    await phonePage.setViewportSize({ width: 1440, height: 900 });
    await phonePage.getByRole('button', { name: '下载已签署的副本' }).click();
    await phonePage.getByRole('menuitem', { name: /全部文件（\.zip）/ }).waitFor();
    await waitForStill(phonePage);
    await screenshot(phonePage, 'final-documents/signer-menu-1440-zh');
    expect(phoneProblems.consoleErrors).toEqual([]);
    expect(phoneProblems.failedRequests).toEqual([]);
    await phone.close();
  });
});
