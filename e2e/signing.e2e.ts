import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePdf } from '../apps/server/test/helpers/sample-files.js';
import { createAccount, signInContext } from './helpers/accounts.js';
import { createReadyDraft, getAgreement, notifySigners, sendDraft, signingLinkIn } from './helpers/agreements.js';
import { screenshot, waitForStill, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';
import { agreeToSign } from './helpers/signing.js';

/** Draws a stroke across the canvas with pointer events, as a finger or mouse would. */
async function drawSignature(page: Page) {
  await page.getByRole('button', { name: 'Draw' }).click();
  const canvas = page.getByTestId('signature-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 20; i += 1) {
    await page.mouse.move(box.x + box.width * (0.15 + i * 0.035), box.y + box.height * (0.6 - Math.sin(i / 3) * 0.25));
  }
  await page.mouse.up();
}

const consentAndStart = (page: Page) => agreeToSign(page);

describe('signing in Chromium', () => {
  const env = useServerAndBrowser();

  it('two signers in order: the second waits, the first draws, the second types in Chinese, and the agreement completes', async () => {
    const sender = await createAccount(env.server.url, 'Dana Park');
    const stamp = Date.now();
    const first = { name: 'Alice Chen', email: `alice-${stamp}@example.com` };
    const second = { name: '张伟', email: `zhang-${stamp}@example.com` };
    const draft = await createReadyDraft(env.server.url, sender.token, [first, second], 'Please sign the offer', { signingOrder: true });
    const sentAt = new Date(Date.now() - 1000);
    expect((await sendDraft(env.server.url, sender.token, draft)).code).toBe(200);
    const firstMail = await waitForMail(env.server.url, first.email, { after: sentAt });

    // The sender re-sends to every pending signer, so the second has a link before their turn.
    expect((await notifySigners(env.server.url, sender.token, draft.id, 'all')).code).toBe(200);
    const secondMail = await waitForMail(env.server.url, second.email, { after: sentAt });

    const secondContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const secondPage = await secondContext.newPage();
    const secondProblems = watchProblems(secondPage);
    await secondPage.goto(signingLinkIn(secondMail.text));
    await secondPage.getByRole('heading', { name: 'Not your turn yet' }).waitFor();
    // An order of signers is a route of one step each (issue 33): the page says which step and who is still to act.
    await secondPage.getByText('you are in step 2 of 2. Still to act before you: Alice Chen.', { exact: false }).waitFor();
    expect(secondPage.url()).not.toContain('?t=');
    await screenshot(secondPage, 'signing/wait-1440');

    // The first signer, on a phone, opens the newest link (the re-send replaced the first one) and draws.
    const firstContext = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const firstPage = await firstContext.newPage();
    const firstProblems = watchProblems(firstPage);
    const newest = await waitForMail(env.server.url, first.email, { after: new Date(Date.now() - 60_000) });
    expect(newest.id).not.toBe(firstMail.id);
    await firstPage.goto(signingLinkIn(newest.text));
    await firstPage.getByText('Please sign the offer').first().waitFor();
    await screenshot(firstPage, 'signing/start-390');
    await consentAndStart(firstPage);
    await firstPage.getByRole('button', { name: /Signature, required, page 1, not filled/ }).click();
    await drawSignature(firstPage);
    await screenshot(firstPage, 'signing/draw-390');
    await firstPage.getByRole('button', { name: 'Adopt and sign' }).click();
    await firstPage.getByRole('button', { name: /^Signature, required, page 1, filled/ }).waitFor();
    await screenshot(firstPage, 'signing/signed-fields-390');
    await firstPage.getByRole('button', { name: 'Finish' }).click();
    await firstPage.waitForURL(/\/sign\/finish\/\d+$/);
    await screenshot(firstPage, 'signing/finish-390');

    // Now it is the second signer's turn: the same page, reloaded, lets them sign; they type in Chinese.
    await secondPage.reload();
    await consentAndStart(secondPage);
    await secondPage.getByRole('button', { name: /Signature, required, page 1, not filled/ }).click();
    await secondPage.getByRole('button', { name: 'Type' }).click();
    await secondPage.getByLabel('Your name').fill('张伟');
    await waitForStill(secondPage); // the handwriting font loads before the preview is drawn
    await screenshot(secondPage, 'signing/type-chinese-1440');
    await secondPage.getByRole('button', { name: 'Adopt and sign' }).click();
    await secondPage.getByRole('button', { name: 'Finish' }).click();
    await secondPage.waitForURL(/\/sign\/finish\/\d+$/);

    // Every signature is recorded; the agreement completes once it is sealed.
    await expect
      .poll(async () => (await getAgreement(env.server.url, sender.token, draft.id)).status, { timeout: 30_000, interval: 500 })
      .toBe('completed');
    // The finish page offers the sealed copy once it is stored (it polls while visible).
    const downloadButton = secondPage.getByRole('button', { name: 'Download the signed copy' });
    await downloadButton.waitFor({ timeout: 15_000 });
    await screenshot(secondPage, 'signing/finish-1440');
    const [download] = await Promise.all([secondPage.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe('Offer.pdf');
    const sealed = await readFile(await download.path());
    expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sealed.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');

    for (const problems of [firstProblems, secondProblems]) {
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    }
    await firstContext.close();
    await secondContext.close();
  });

  it('"Just need my signature": the sender prepares, signs at once with their own session, and gets the sealed copy by e-mail', async () => {
    const sender = await createAccount(env.server.url, 'Mei Lin');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);

    await page.goto(`${env.server.url}/flow/create/step1`);
    await page.getByText('Just need my signature').click();
    await page.getByText('You will sign:').waitFor();
    await page.locator('input[type=file]').first().setInputFiles([{ name: 'Consent form.pdf', mimeType: 'application/pdf', buffer: await makePdf(1) }]);
    await page.getByText('Consent form', { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/flow\/create\/step2\/\d+$/);
    await page.getByRole('group', { name: 'Page 1', exact: true }).locator('canvas').first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Add Signature field' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/flow\/create\/step3\/\d+$/);
    const flowId = /step3\/(\d+)$/.exec(page.url())?.[1] ?? '';
    const sentAt = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'Sign now' }).click();

    // Straight onto the document, consent bar first.
    await page.waitForURL(/\/sign\/\d+$/);
    await consentAndStart(page);
    await page.getByRole('button', { name: /Signature, required, page 1, not filled/ }).click();
    await page.getByRole('button', { name: 'Type' }).click();
    await page.getByRole('button', { name: 'Adopt and sign' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(/\/sign\/finish\/\d+$/);

    await expect
      .poll(async () => (await getAgreement(env.server.url, sender.token, flowId)).status, { timeout: 30_000, interval: 500 })
      .toBe('completed');
    const delivered = await waitForMail(env.server.url, sender.email, { after: sentAt });
    expect(delivered.subject).toContain('Consent form');
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });
});
