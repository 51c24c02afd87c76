import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount, signInContext } from './helpers/accounts.js';
import { createReadyDraft, sendDraft, signingLinkIn } from './helpers/agreements.js';
import { axeViolations } from './helpers/axe.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';
import { agreeToSign } from './helpers/signing.js';

/** A sent agreement to one signer, and the link from their invitation. */
async function invite(baseUrl: string, senderToken: string, signer: { name: string; email: string }, subject: string): Promise<string> {
  const sentAt = new Date(Date.now() - 1000);
  const draft = await createReadyDraft(baseUrl, senderToken, [signer], subject);
  expect((await sendDraft(baseUrl, senderToken, draft)).code).toBe(200);
  // The invitation itself: an earlier agreement's completion mail may still land after `sentAt`.
  return signingLinkIn((await waitForMail(baseUrl, signer.email, { after: sentAt, subjectIncludes: subject })).text);
}

/** Opens the link, agrees, and opens the signature field's dialog. */
async function openSignatureDialog(page: Page, link: string, subject: string) {
  await page.goto(link);
  await page.getByText(subject).first().waitFor();
  await agreeToSign(page);
  await page.getByRole('button', { name: /Signature, required, page 1, not filled/ }).click();
  await page.getByRole('dialog').waitFor();
}

async function finish(page: Page) {
  await page.getByRole('button', { name: /^Signature, required, page 1, filled/ }).waitFor();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL(/\/sign\/finish\/\d+$/);
}

describe('a signature you keep (issue 36)', () => {
  const env = useServerAndBrowser();

  it('kept in the account centre, it signs an agreement in one tap; without an account, this device remembers it', async () => {
    const url = env.server.url;
    // Two senders: a free plan sends two agreements.
    const [sender, shop, ann] = await Promise.all([createAccount(url, 'Dana Park'), createAccount(url, 'Corner Shop'), createAccount(url, 'Ann Lee')]);

    // The account centre: Ann keeps a typed signature (her name is already there in the Type mode).
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, ann.token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${url}/account`);
    const section = page.getByRole('region', { name: 'Signature and initials' });
    await section.getByText('Nothing kept yet.').first().waitFor();
    await section.getByTestId('kept-signature').getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keep your signature' });
    await dialog.getByLabel('Your name').waitFor();
    expect(await dialog.getByLabel('Your name').inputValue()).toBe('Ann Lee');
    expect(await axeViolations(page, 'keep-signature dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await section.getByRole('img', { name: 'Your saved signature' }).waitFor();
    await section.getByText(/^Typed on /).waitFor();
    expect(await axeViolations(page, 'account centre with a kept signature')).toEqual([]);
    await section.screenshot({ path: 'screenshots/kept-signature/account-section-1440.png' });
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `screenshots/kept-signature/account-section-${width}.png` });
    }

    // Signing as a recipient in the same browser: one tap on "Use my saved signature" fills the field.
    await page.setViewportSize({ width: 1440, height: 900 });
    const subject = 'Please sign the lease';
    await openSignatureDialog(page, await invite(url, sender.token, { name: 'Ann Lee', email: ann.email }, subject), subject);
    const offer = page.getByTestId('kept-signature-offer');
    await offer.getByText('Saved in your Signet account').waitFor();
    // Ann's own account serves her: no "remember on this device" beside it.
    expect(await page.getByRole('checkbox', { name: 'Remember on this device' }).count()).toBe(0);
    expect(await axeViolations(page, 'signature dialog with the kept signature')).toEqual([]);
    await screenshot(page, 'kept-signature/offer-1440');
    await offer.getByRole('button', { name: 'Use my saved signature' }).click();
    await finish(page);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();

    // A recipient without an account ticks "remember on this device" on a phone; the next agreement offers it.
    const bo = { name: 'Bo Chen', email: `bo-${Date.now()}@example.com` };
    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const boPage = await phone.newPage();
    const first = 'Please sign the first order';
    const second = 'Please sign the second order';
    await openSignatureDialog(boPage, await invite(url, shop.token, bo, first), first);
    expect(await boPage.getByTestId('kept-signature-offer').count()).toBe(0);
    await boPage.getByRole('checkbox', { name: 'Remember on this device' }).check();
    await boPage.getByRole('button', { name: 'Adopt and sign' }).click();
    await finish(boPage);

    await openSignatureDialog(boPage, await invite(url, shop.token, bo, second), second);
    await boPage.getByTestId('kept-signature-offer').getByText('Remembered on this device').waitFor();
    await screenshot(boPage, 'kept-signature/remembered-390');
    await boPage.getByRole('button', { name: 'Use my saved signature' }).click();
    await finish(boPage);
    await phone.close();
  });
});
