import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount, signInContext } from './helpers/accounts.js';
import { createDraftWithFields, createReadyDraft, getAgreement, sendDraft, signingLinkIn } from './helpers/agreements.js';
import { screenshot, watchProblems, type PageProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';
import { agreeToSign } from './helpers/signing.js';

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A handwritten-looking stroke on a transparent background, as a scanned signature would be. */
function signaturePng(): Promise<Buffer> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 120 20, 220 190, 320 80 S 520 40, 580 120" stroke="#1e3a8a" stroke-width="8" fill="none" stroke-linecap="round"/></svg>',
  );
  return sharp(svg).png().toBuffer();
}

/** Failed requests other than navigations cut short, and other than the `expected` refusals. */
function unexpectedFailures(problems: PageProblems, expected: RegExp[] = []): string[] {
  return problems.failedRequests.filter((request) => !request.endsWith('net::ERR_ABORTED') && !expected.some((pattern) => pattern.test(request)));
}

const consentAndStart = (page: Page) => agreeToSign(page);

describe('signer journeys in Chromium', () => {
  const env = useServerAndBrowser();

  it('a signer on a phone declines with a reason; the sender is told and the link then says it was declined', async () => {
    const sender = await createAccount(env.server.url, 'Dana Park');
    const signer = { name: 'Ann Lee', email: uniqueEmail('ann') };
    const draft = await createReadyDraft(env.server.url, sender.token, [signer], 'Please sign the offer');
    const sentAt = new Date(Date.now() - 1000);
    expect((await sendDraft(env.server.url, sender.token, draft)).code).toBe(200);
    const invitation = await waitForMail(env.server.url, signer.email, { after: sentAt });
    const link = signingLinkIn(invitation.text);

    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Please sign the offer' }).waitFor();
    await page.getByText('Dana Park asks you to sign', { exact: true }).waitFor();

    // Other actions (the "…" of the phone's bottom bar) → Decline.
    await page.getByRole('button', { name: 'Other actions' }).tap();
    await page.getByRole('menuitem', { name: 'Decline' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Decline to sign' });
    await dialog.waitFor();
    await dialog.getByText('The sender will be told, with your reason, and nobody can sign this agreement any more.').waitFor();

    // An empty reason is refused in place, without a request.
    await dialog.getByRole('button', { name: 'Decline', exact: true }).tap();
    await dialog.getByText('Please give a reason.').waitFor();
    expect(page.url()).toMatch(/\/sign\/start\/\d+$/);
    await screenshot(page, 'journey/decline-reason-required-390');

    const reason = 'The salary is not what we agreed on the phone.';
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await expect.poll(() => dialog.getByText('Please give a reason.').count()).toBe(0);
    const declinedAt = new Date(Date.now() - 1000);
    await dialog.getByRole('button', { name: 'Decline', exact: true }).tap();

    await page.waitForURL(/\/sign\/finish\/\d+$/);
    await page.getByRole('heading', { name: 'You declined' }).waitFor();
    await page.getByText('You declined to sign “Offer”. The sender has been told. There is nothing more to do.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'journey/decline-390');

    // The sender's side: the agreement is declined, and their inbox has the signer's reason.
    expect((await getAgreement(env.server.url, sender.token, draft.id)).status).toBe('declined');
    const notice = await waitForMail(env.server.url, sender.email, { after: declinedAt });
    expect(notice.subject).toBe('Ann Lee declined to sign "Offer"');
    expect(notice.text).toContain(`${signer.email}`);
    expect(notice.text).toContain(reason);

    // The e-mailed link now ends on the error page.
    await page.goto(link);
    await page.waitForURL(/\/sign\/error\/7407$/);
    await page.getByRole('heading', { level: 1, name: /^You declined on / }).waitFor();
    await page.getByText('Error code 7407: This process has been declined.').waitFor();
    await page.getByText('There is nothing more you need to do.').waitFor();
    expect(page.url()).not.toContain('?t=');
    await screenshot(page, 'journey/decline-link-again-390');

    expect(problems.consoleErrors).toEqual([]);
    // The one refusal expected: opening the link of a declined agreement (7407 answers HTTP 400).
    const failed = unexpectedFailures(problems);
    expect(failed, failed.join('\n')).toHaveLength(1);
    expect(failed[0]).toMatch(/^400 .*\/noticeView\/\d+\/bindSignerInfo$/);
    await context.close();
  });

  it('on a tablet, a signer uploads a signature image, fills a text field and ticks a box, and the agreement completes', async () => {
    const sender = await createAccount(env.server.url, 'Omar Haddad');
    const signer = { name: 'Lina Costa', email: uniqueEmail('lina') };
    const draft = await createDraftWithFields(
      env.server.url,
      sender.token,
      [signer],
      [
        { signer: 0, type: 'signature', x: 0.1, y: 0.55, width: 0.3, height: 0.07 },
        { signer: 0, type: 'text', label: 'Company', x: 0.1, y: 0.2, width: 0.35, height: 0.04 },
        { signer: 0, type: 'checkbox', required: false, x: 0.1, y: 0.35, width: 0.04, height: 0.03 },
      ],
      'Supplier agreement',
    );
    expect(draft.fields.map((field) => field.type).sort()).toEqual(['checkbox', 'signature', 'text']);
    const sentAt = new Date(Date.now() - 1000);
    expect((await sendDraft(env.server.url, sender.token, draft)).code).toBe(200);
    const invitation = await waitForMail(env.server.url, signer.email, { after: sentAt });

    const context = await env.browser.newContext({ viewport: { width: 800, height: 1100 }, hasTouch: true });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(signingLinkIn(invitation.text));
    await page.getByRole('heading', { name: 'Supplier agreement' }).waitFor();
    await page.getByText('Omar Haddad asks you to sign', { exact: true }).waitFor();
    await consentAndStart(page);

    const signature = page.getByRole('button', { name: /Signature, required, page 1, / });
    const company = page.getByRole('textbox', { name: /Text “Company”, required, page 1, / });
    const tick = page.getByRole('checkbox', { name: /^Checkbox, optional, page 1, / });
    await signature.waitFor();
    await page.getByText('0 of 2 fields').waitFor();
    const finish = page.getByRole('button', { name: 'Finish' });
    expect(await finish.getAttribute('aria-disabled')).toBe('true');

    // "Start" goes to the required fields in reading order: first the text field (higher on the page).
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => company.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Costa Logistics Ltd');
    await expect(company.getAttribute('aria-label')).resolves.toBe('Company: Text “Company”, required, page 1, filled');
    await page.getByText('1 of 2 fields').waitFor();

    // Then the signature: opened from the keyboard, where Next field put the focus.
    await page.getByRole('button', { name: 'Next field' }).click();
    await expect.poll(() => signature.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create your signature' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('PNG, JPEG or WebP. A transparent or white background looks best.', { exact: false }).waitFor();
    const adopt = dialog.getByRole('button', { name: 'Adopt and sign' });
    expect(await adopt.isDisabled()).toBe(true);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Choose an image' }).click()]);
    await chooser.setFiles({ name: 'my-signature.png', mimeType: 'image/png', buffer: await signaturePng() });
    await dialog.getByRole('img', { name: 'Preview' }).waitFor();
    await screenshot(page, 'journey/tablet-upload');
    await adopt.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Signature, required, page 1, filled' }).waitFor();
    await page.getByText('All fields done. Choose Finish to sign.').waitFor();

    // The optional box comes last; Next field still leads to it.
    await page.getByRole('button', { name: 'Next field' }).click();
    await expect.poll(() => tick.evaluate((element) => element === document.activeElement)).toBe(true);
    await tick.click();
    await page.getByRole('checkbox', { name: 'Checkbox, optional, page 1, filled', checked: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Next field' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The pages scroll inside the sign page: bring the three fields into view for the picture.
    await company.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'journey/tablet-sign');

    await finish.click();
    await page.waitForURL(/\/sign\/finish\/\d+$/);
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    await page.getByText('You signed “Offer”.').waitFor();

    await expect
      .poll(async () => (await getAgreement(env.server.url, sender.token, draft.id)).status, { timeout: 30_000, interval: 500 })
      .toBe('completed');
    // The finish page polls: it offers the sealed copy once stored.
    await page.getByRole('button', { name: 'Download the signed copy' }).waitFor({ timeout: 15_000 });
    await page.getByText('Everyone has signed. The signed copy is on its way to everyone by e-mail.').waitFor();
    await screenshot(page, 'journey/tablet-finish');

    expect(problems.consoleErrors).toEqual([]);
    const failed = unexpectedFailures(problems);
    expect(failed, failed.join('\n')).toEqual([]);
    await context.close();
  });

  it("the sender's open detail page shows a signer as signed without reloading", async () => {
    const sender = await createAccount(env.server.url, 'Mei Lin');
    const first = { name: 'Priya Raman', email: uniqueEmail('priya') };
    const second = { name: 'Tom Becker', email: uniqueEmail('tom') };
    const draft = await createReadyDraft(env.server.url, sender.token, [first, second], 'Partnership terms', { signingOrder: false });
    const sentAt = new Date(Date.now() - 1000);
    expect((await sendDraft(env.server.url, sender.token, draft)).code).toBe(200);
    const firstMail = await waitForMail(env.server.url, first.email, { after: sentAt });

    const senderContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(senderContext, sender.token);
    const senderPage = await senderContext.newPage();
    const senderProblems = watchProblems(senderPage);
    let documentLoads = 0;
    senderPage.on('framenavigated', (frame) => {
      if (frame === senderPage.mainFrame()) documentLoads += 1;
    });
    await senderPage.goto(`${env.server.url}/agreement/${draft.id}`);
    const recipients = senderPage.getByRole('region', { name: 'Recipients' });
    await recipients.getByText('All at once').waitFor();
    const firstRow = recipients.getByRole('listitem').filter({ hasText: first.email });
    const secondRow = recipients.getByRole('listitem').filter({ hasText: second.email });
    await firstRow.getByText(/^Invited /).waitFor();
    await secondRow.getByText(/^Invited /).waitFor();
    const loadsBefore = documentLoads;

    // The first signer signs in a browser of their own.
    const signerContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const signerPage = await signerContext.newPage();
    const signerProblems = watchProblems(signerPage);
    await signerPage.goto(signingLinkIn(firstMail.text));
    await consentAndStart(signerPage);
    await signerPage.getByRole('button', { name: /Signature, required, page 1, not filled/ }).click();
    await signerPage.getByRole('button', { name: 'Type' }).click();
    await signerPage.getByRole('button', { name: 'Adopt and sign' }).click();
    await signerPage.getByRole('button', { name: 'Finish' }).click();
    await signerPage.waitForURL(/\/sign\/finish\/\d+$/);
    await signerPage.getByText('The other signers are asked to sign now.', { exact: false }).waitFor();

    // The sender's page, untouched, catches up by itself.
    await senderPage.bringToFront();
    await firstRow.getByText(/^Signed /).waitFor({ timeout: 15_000 });
    await secondRow.getByText(/^Invited /).waitFor();
    await senderPage.getByText('Priya Raman signed', { exact: true }).waitFor({ timeout: 5_000 });
    expect(documentLoads).toBe(loadsBefore);
    await screenshot(senderPage, 'journey/live-detail');

    const agreement = await getAgreement(env.server.url, sender.token, draft.id);
    expect(agreement.status).toBe('waiting');

    for (const problems of [senderProblems, signerProblems]) {
      expect(problems.consoleErrors).toEqual([]);
      const failed = unexpectedFailures(problems);
      expect(failed, failed.join('\n')).toEqual([]);
    }
    await signerContext.close();
    await senderContext.close();
  });
});
