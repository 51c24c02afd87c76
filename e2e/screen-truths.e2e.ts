import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { createReadyDraft, getAgreement, sendDraft, signingLinkIn } from './helpers/agreements.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';
import { signThroughApi } from './helpers/signing.js';

const LONG_EMAIL = 'samantha-the-very-careful-reviewer@procurement.example-holdings.com';

/** True when an element shows all of its text: nothing clipped or cut with an ellipsis. */
function showsWhole(page: Page, testId: string) {
  return page.getByTestId(testId).first().evaluate((element) => element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis');
}

/** Issue 12 point 8: what the screens say is what is true. */
describe('small truths on screen, in Chromium', () => {
  const env = useServerAndBrowser();

  it('step 3 shows the subject that will really be sent and whole e-mails; a viewer is asked to view; verify and the history say what happened', async () => {
    const url = env.server.url;
    const sender = await createAccount(url, 'Dana Park');
    const signer = { name: 'Sam Reviewer', email: LONG_EMAIL };
    const viewer = { name: 'Vic Viewer', email: `vic-${Date.now()}@example.com` };

    // Step 3 with no subject typed: Signet's default, per role, exactly as the mails will carry it.
    const draft = await createReadyDraft(url, sender.token, [signer], '', { viewers: [viewer] });
    for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      const context = await env.browser.newContext({ viewport });
      await signInContext(context, sender.token);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(`${url}/flow/create/step3/${draft.id}`);
      const message = page.getByTestId('review-message');
      await message.getByText('Subject (Signet’s default, as you typed none)').waitFor();
      await message.getByText('Dana Park sent you "Offer" to sign').waitFor();
      await message.getByText('Dana Park sent you "Offer" to view').waitFor();
      expect(await page.getByTestId('review-recipient-email').first().innerText()).toBe(LONG_EMAIL);
      expect(await showsWhole(page, 'review-recipient-email'), `at ${viewport.width} px`).toBe(true);
      await screenshot(page, `truths/step3-${viewport.width}`);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    }
    const sentAt = new Date(Date.now() - 1000);
    expect((await sendDraft(url, sender.token, draft)).code).toBe(200);
    const invitation = await waitForMail(url, signer.email, { after: sentAt });
    expect(invitation.subject).toBe('Dana Park sent you "Offer" to sign');
    expect((await waitForMail(url, viewer.email, { after: sentAt })).subject).toBe('Dana Park sent you "Offer" to view');

    // A viewer of an agreement whose sender wrote "Please sign…" is told they are asked to view.
    const typed = await createReadyDraft(url, sender.token, [{ name: 'Bo Chen', email: `bo-${Date.now()}@example.com` }], 'Please sign the offer by Friday', {
      viewers: [viewer],
    });
    const typedAt = new Date();
    expect((await sendDraft(url, sender.token, typed)).code).toBe(200);
    const viewerMail = await waitForMail(url, viewer.email, { after: typedAt });
    expect(viewerMail.subject).toBe('Please sign the offer by Friday');
    const viewerLink = signingLinkIn(viewerMail.text);
    for (const [viewport, locale] of [
      [{ width: 390, height: 844 }, 'en-US'],
      [{ width: 1440, height: 900 }, 'zh-CN'],
    ] as const) {
      const context = await env.browser.newContext({ viewport, locale });
      await chooseLanguage(context, locale);
      const page = await context.newPage();
      await page.goto(viewerLink);
      await page.waitForURL(/\/sign\/view\//, { timeout: 15_000 });
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.innerText()).toBe(locale === 'en-US' ? 'You are asked to view “Offer”' : '请您查看“Offer”');
      expect(await page.getByText('Please sign the offer by Friday').count()).toBe(0);
      await screenshot(page, `truths/viewer-${viewport.width}-${locale}`);
      await context.close();
    }

    // The first agreement is signed and sealed; the sender's history names them for their copy.
    await signThroughApi(url, signingLinkIn(invitation.text));
    await expect.poll(async () => (await getAgreement(url, sender.token, draft.id)).status, { timeout: 30_000, interval: 500 }).toBe('completed');
    const desk = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(desk, sender.token);
    const detail = await desk.newPage();
    await detail.goto(`${url}/agreement/${draft.id}`);
    await detail.getByText('The signed copy was e-mailed to Dana Park').waitFor({ timeout: 15_000 });
    expect(await detail.getByText('The signed copy was e-mailed to Signet').count()).toBe(0);
    await screenshot(detail, 'truths/history-1440');

    // /verify tells what each party did, and when.
    const res = await fetch(`${url}/v1/sign/flows/${draft.id}/final/file`, { headers: { 'x-token': sender.token } });
    const sealed = Buffer.from(await res.arrayBuffer());
    await detail.goto(`${url}/verify`);
    const chooser = detail.waitForEvent('filechooser');
    await detail.getByRole('button', { name: 'Choose a PDF to verify' }).click();
    await (await chooser).setFiles({ name: 'Offer-signed.pdf', mimeType: 'application/pdf', buffer: sealed });
    await detail.getByRole('heading', { level: 2, name: 'Authentic' }).waitFor({ timeout: 30_000 });
    const parties = detail.getByTestId('verify-parties').locator('li');
    await expect.poll(() => parties.count()).toBe(2);
    expect(await parties.nth(0).innerText()).toMatch(/Sam Reviewer\s+signed[\s\S]*Signed /i);
    expect(await parties.nth(1).innerText()).toMatch(/Vic Viewer\s+viewer[\s\S]*Was sent the signed copy/i);
    expect(await detail.getByText('Needs to sign', { exact: false }).count()).toBe(0);
    await screenshot(detail, 'truths/verify-1440');
    await detail.setViewportSize({ width: 390, height: 844 });
    await screenshot(detail, 'truths/verify-390');
    await desk.close();
  });
});
