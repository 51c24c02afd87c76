import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePdf } from '../apps/server/test/helpers/sample-files.js';
import { chooseLanguage, createAccount } from './helpers/accounts.js';
import { createReadyDraft, getAgreement, sendDraft, signingLinkIn } from './helpers/agreements.js';
import { SCREENSHOT_DIR, screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';
import { signThroughApi } from './helpers/signing.js';

/** Sends an agreement to one signer, signs it through the API and downloads the sealed file. */
async function sealedAgreement(baseUrl: string, signer: { name: string; email: string }) {
  const sender = await createAccount(baseUrl, 'Dana Park');
  const draft = await createReadyDraft(baseUrl, sender.token, [signer], 'Please sign the offer');
  const sentAt = new Date(Date.now() - 1000);
  expect((await sendDraft(baseUrl, sender.token, draft)).code).toBe(200);
  await signThroughApi(baseUrl, signingLinkIn((await waitForMail(baseUrl, signer.email, { after: sentAt })).text));

  await expect.poll(async () => (await getAgreement(baseUrl, sender.token, draft.id)).status, { timeout: 30_000, interval: 500 }).toBe('completed');
  const res = await fetch(`${baseUrl}/v1/sign/flows/${draft.id}/final/file`, { headers: { 'x-token': sender.token } });
  expect(res.status).toBe(200);
  const sealed = Buffer.from(await res.arrayBuffer());
  expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');
  // Kept beside the screenshots (not committed), to look at the stamped pages and the certificate.
  await mkdir(path.join(SCREENSHOT_DIR, 'verify'), { recursive: true });
  await writeFile(path.join(SCREENSHOT_DIR, 'verify', 'sealed.pdf'), sealed);
  return { name: (await getAgreement(baseUrl, sender.token, draft.id)).name, sealed };
}

/** The same file with one byte changed inside the first signed range (well away from the signature's hex). */
function tamper(sealed: Buffer): Buffer {
  const ranges = [...sealed.toString('latin1').matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1);
  const firstLength = Number(ranges?.[2] ?? 0);
  expect(firstLength).toBeGreaterThan(1000);
  const copy = Buffer.from(sealed);
  const at = Math.floor(firstLength / 2);
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
}

async function upload(page: Page, name: string, buffer: Buffer, mimeType = 'application/pdf') {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

describe('public verification page in Chromium', () => {
  const env = useServerAndBrowser();

  it('says Authentic for the sealed file, Modified for a changed copy, and No digital signature for a plain PDF', async () => {
    const stamp = Date.now();
    const signer = { name: 'Alice Chen', email: `alice-${stamp}@example.com` };
    const { name, sealed } = await sealedAgreement(env.server.url, signer);

    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchProblems(page);

    // Anyone reaches it from the footer, signed out.
    await page.goto(`${env.server.url}/`);
    await page.getByRole('link', { name: 'Verify a document' }).click();
    await page.waitForURL(/\/verify$/);
    await page.getByRole('heading', { level: 1, name: 'Verify a signed document' }).waitFor();
    await page.getByRole('button', { name: 'Choose a PDF to verify' }).waitFor();
    await screenshot(page, 'verify/empty-1440');

    await upload(page, 'Offer-signed.pdf', sealed);
    await page.getByRole('heading', { level: 2, name: 'Authentic' }).waitFor({ timeout: 30_000 });
    await page.getByText(/^Sealed by Signet and unchanged since /).waitFor();
    await expect.poll(() => page.getByTestId('verify-announcer').textContent()).toContain('Result: Authentic.');
    const main = page.locator('main');
    expect(await main.getByText(name, { exact: true }).count()).toBeGreaterThan(0);
    await main.getByText(signer.name, { exact: true }).waitFor();
    await main.getByText('Dana Park', { exact: true }).waitFor();
    for (const check of ['intact', 'wholeFile', 'certificate', 'record']) {
      expect(await page.locator(`[data-check="${check}"]`).getAttribute('data-state'), check).toBe('pass');
    }
    expect((await page.getByTestId('verify-sha256').innerText()).trim()).toMatch(/^[0-9a-f]{64}$/);
    await screenshot(page, 'verify/authentic-1440');

    // Keyboard users land on the verdict, and back on the dropzone for the next file.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Authentic');
    await page.getByRole('button', { name: 'Check another file' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Choose a PDF to verify');
    await upload(page, 'Offer-edited.pdf', tamper(sealed));
    await page.getByRole('heading', { level: 2, name: 'Modified' }).waitFor({ timeout: 30_000 });
    await page.getByText('This file was changed after it was sealed.', { exact: true }).waitFor();
    expect(await page.locator('[data-check="intact"]').getAttribute('data-state')).toBe('fail');
    expect(await page.locator('[data-check="record"]').getAttribute('data-state')).toBe('fail');
    expect(await main.getByText(signer.name, { exact: true }).count()).toBe(0);
    await screenshot(page, 'verify/modified-1440');

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();

    // On a phone: a file that is not a PDF is refused before sending, then a plain PDF has no signature.
    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
    const phonePage = await phone.newPage();
    const phoneProblems = watchProblems(phonePage);
    await phonePage.goto(`${env.server.url}/verify`);
    await upload(phonePage, 'notes.txt', Buffer.from('hello'), 'text/plain');
    await phonePage.getByRole('alert').getByText('“notes.txt” is not a PDF. Only PDF files can be verified.').waitFor();
    await screenshot(phonePage, 'verify/refused-390');
    await upload(phonePage, 'plain.pdf', await makePdf(1));
    await phonePage.getByRole('heading', { level: 2, name: 'No digital signature found' }).waitFor({ timeout: 30_000 });
    expect(await phonePage.locator('[data-check="intact"]').getAttribute('data-state')).toBe('skipped');
    await screenshot(phonePage, 'verify/unsigned-390');
    // No part of the page is wider than the phone.
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(phoneProblems.consoleErrors).toEqual([]);
    expect(phoneProblems.failedRequests).toEqual([]);
    await phone.close();

    // Too many checks from one address: the catalogue's message, and a way back (the 429 is the point here).
    const limited = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const limitedPage = await limited.newPage();
    const limitedProblems = watchProblems(limitedPage);
    await limitedPage.route('**/v1/verify', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ code: 429, data: null, msg: 'Too many requests' }) }),
    );
    await limitedPage.goto(`${env.server.url}/verify`);
    await upload(limitedPage, 'Offer-signed.pdf', sealed);
    await limitedPage.getByRole('heading', { level: 2, name: 'The file could not be checked' }).waitFor();
    await limitedPage.getByText('Too many attempts. Please wait a moment and try again.', { exact: true }).waitFor();
    await screenshot(limitedPage, 'verify/too-many-1440');
    await limitedPage.getByRole('button', { name: 'Choose another file' }).click();
    await limitedPage.getByRole('button', { name: 'Choose a PDF to verify' }).waitFor();
    expect(limitedProblems.consoleErrors).toEqual([]);
    await limited.close();

    // In Chinese on a phone, the authentic result with its parties.
    const zh = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    await chooseLanguage(zh, 'zh-CN');
    const zhPage = await zh.newPage();
    const zhProblems = watchProblems(zhPage);
    await zhPage.goto(`${env.server.url}/verify`);
    await zhPage.getByRole('heading', { level: 1, name: '验证已签署的文件' }).waitFor();
    await upload(zhPage, 'Offer-signed.pdf', sealed);
    await zhPage.getByRole('heading', { level: 2, name: '真实有效' }).waitFor({ timeout: 30_000 });
    await zhPage.locator('main').getByText(signer.name, { exact: true }).waitFor();
    await screenshot(zhPage, 'verify/authentic-390-zh');
    expect(await zhPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(zhProblems.consoleErrors).toEqual([]);
    expect(zhProblems.failedRequests).toEqual([]);
    await zh.close();
  });
});
