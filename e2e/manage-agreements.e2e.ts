import { describe, expect, it } from 'vitest';
import { createAccount, signInContext } from './helpers/accounts.js';
import { createReadyDraft, getAgreement, notifySigners, sendDraft, signingLinkIn } from './helpers/agreements.js';
import { screenshot, waitForStill, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';

/** Sends a ready agreement to one signer through the API and answers it with the signer's mail. */
async function sentTo(baseUrl: string, token: string, subject: string) {
  const signer = { name: 'Ann Lee', email: `ann-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com` };
  const draft = await createReadyDraft(baseUrl, token, [signer], subject);
  const sentAt = new Date(Date.now() - 1000);
  expect((await sendDraft(baseUrl, token, draft)).code).toBe(200);
  return { draft, signer, mail: await waitForMail(baseUrl, signer.email, { after: sentAt }) };
}

describe('managing agreements in Chromium', () => {
  const env = useServerAndBrowser();

  it('voids one agreement, then deletes and restores it; re-sends another to the next signer until the 11th is refused with 7603', async () => {
    const sender = await createAccount(env.server.url, 'Omar Haddad');
    const voided = await sentTo(env.server.url, sender.token, 'Lease to void');
    const resent = await sentTo(env.server.url, sender.token, 'Offer to re-send');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);

    // The index lists both, with their status.
    await page.goto(`${env.server.url}/agreements`);
    await page.getByRole('table').getByText('Offer', { exact: true }).first().waitFor();
    await screenshot(page, 'manage/list-1440');

    // Void with a reason: 'Void success', and the signer's link now shows 7408.
    await page.goto(`${env.server.url}/agreement/${voided.draft.id}`);
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    const voidDialog = page.getByRole('dialog', { name: 'Void this agreement?' });
    await voidDialog.getByRole('textbox', { name: 'Reason' }).fill('Terms changed');
    await voidDialog.getByRole('button', { name: 'Void agreement' }).click();
    await page.getByText('Void success').waitFor();
    await page.getByText('Reason: Terms changed').waitFor();
    expect((await getAgreement(env.server.url, sender.token, voided.draft.id)).status).toBe('voided');
    await screenshot(page, 'manage/voided-1440');
    const signerPage = await env.browser.newPage();
    await signerPage.goto(signingLinkIn(voided.mail.text));
    await signerPage.waitForURL(/\/sign\/error\/7408$/);
    await signerPage.getByText('This process has been voided.').waitFor();
    await signerPage.close();

    // Out for signature, it offers Void and not Delete (issue 15).
    await page.goto(`${env.server.url}/agreement/${resent.draft.id}`);
    await page.getByRole('button', { name: 'Void', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);

    // Once voided it may be deleted: 'Delete success', it sits in the trash; restore it from there: 'Restore success'.
    await page.goto(`${env.server.url}/agreement/${voided.draft.id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
    await page.getByText('Delete success').waitFor();
    await page.goto(`${env.server.url}/agreements?box=trash`);
    await page.getByRole('button', { name: 'Restore Offer', exact: true }).click();
    await page.getByText('Restore success').waitFor();
    expect((await getAgreement(env.server.url, sender.token, voided.draft.id)).status).toBe('voided');

    // Re-send to the next signer: ten a day go, the eleventh answers 7603.
    await page.goto(`${env.server.url}/agreement/${resent.draft.id}`);
    for (let i = 1; i <= 11; i += 1) {
      await page.waitForTimeout(1100); // an identical call within 1 s is cancelled (spec 5)
      await page.getByRole('button', { name: 'Re-send', exact: true }).click();
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/notify')),
        page.getByRole('menuitem', { name: 'Re-send to the next signer' }).click(),
      ]);
      expect(answer.status(), `re-send ${i}`).toBe(i < 11 ? 200 : 400);
      if (i === 1) await page.getByText('Send success').first().waitFor();
    }
    await page.getByText('This signer has been notified more than 10 times today. Please try again tomorrow.').waitFor();
    await screenshot(page, 'manage/resend-limit-1440');

    expect(problems.consoleErrors).toEqual([]);
    // The refused re-send is the one failed request (requests cut short by moving to another page aside).
    const failed = problems.failedRequests.filter((request) => !request.endsWith('net::ERR_ABORTED'));
    expect(failed, failed.join('\n')).toHaveLength(1);
    expect(failed[0]).toMatch(/^400 .*\/notify$/);
    await context.close();
  });

  it('shows the index on a 390 px phone as cards', async () => {
    const sender = await createAccount(env.server.url, 'Mei Lin');
    await sentTo(env.server.url, sender.token, 'Phone list');
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    await page.goto(`${env.server.url}/agreements`);
    await page.getByText('Offer', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Each card says how far the signing got, and the filters fold into one button (issue 15).
    await page.getByText('0 of 1 signed').first().waitFor();
    await screenshot(page, 'manage/list-390');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filter and sort' });
    await filters.getByRole('combobox', { name: 'Sort' }).selectOption('name_asc');
    await waitForStill(page); // the drawer slides in
    await screenshot(page, 'manage/list-filters-390');
    await filters.getByRole('button', { name: 'Show agreements' }).click();
    await page.getByRole('button', { name: 'Filters (1 active)' }).waitFor();
    await context.close();
  });

  it('takes a sent agreement back to change it: Updating locks its links (7025) until it is sent again', async () => {
    const sender = await createAccount(env.server.url, 'Lena Ortiz');
    const sent = await sentTo(env.server.url, sender.token, 'Lease to change');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);

    await page.goto(`${env.server.url}/agreement/${sent.draft.id}`);
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    const changeDialog = page.getByRole('dialog', { name: 'Change this agreement?' });
    await changeDialog.getByRole('button', { name: 'Change agreement' }).waitFor();
    await waitForStill(page); // the dialog fades in
    await screenshot(page, 'manage/change-dialog-1440');
    await changeDialog.getByRole('button', { name: 'Change agreement' }).click();
    await page.waitForURL(new RegExp(`/flow/create/step1/${sent.draft.id}$`));
    expect((await getAgreement(env.server.url, sender.token, sent.draft.id)).status).toBe('updating');

    // Meanwhile the signer's link says the process is locked.
    const signerPage = await env.browser.newPage();
    await signerPage.goto(signingLinkIn(sent.mail.text));
    await signerPage.waitForURL(/\/sign\/error\/7025$/);
    await signerPage.getByText('The process is locked. Please try again later.').waitFor();
    await signerPage.close();

    await page.getByRole('textbox', { name: 'Subject' }).fill('Lease, corrected');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/flow\/create\/step2\/\d+$/);
    // Step 2's own Continue, once its page is drawn (not step 1's, still shown while step 2 loads).
    await page.getByRole('group', { name: 'Page 1', exact: true }).locator('canvas').first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/flow\/create\/step3\/\d+$/);
    await screenshot(page, 'manage/change-step3-1440');
    const resentAt = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Send success').waitFor();
    expect((await getAgreement(env.server.url, sender.token, sent.draft.id)).status).toBe('waiting');
    const again = await waitForMail(env.server.url, sent.signer.email, { after: resentAt });
    expect(again.subject).toBe('Lease, corrected');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps the history short on a phone after many re-sends: grouped by day, re-sends folded into one line that opens', async () => {
    const url = env.server.url;
    const sender = await createAccount(url, 'Dana Park');
    const stamp = Date.now();
    const signers = ['Ann Lee', 'Bo Chen', 'Cy Park'].map((name, index) => ({ name, email: `history-${index}-${stamp}@example.com` }));
    const draft = await createReadyDraft(url, sender.token, signers, 'Lease');
    expect((await sendDraft(url, sender.token, draft)).code).toBe(200);
    for (let resend = 0; resend < 6; resend += 1) expect((await notifySigners(url, sender.token, draft.id, 'all')).code).toBe(200);

    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${url}/agreement/${draft.id}`);
    const history = page.locator('section[aria-labelledby="timeline-title"]');
    const folded = history.getByText('You re-sent the invitation 6 times');
    await folded.waitFor();
    const height = (await history.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
    console.info(`history after 6 re-sends to 3 signers, 390 px: ${Math.round(height)} px (page ${await page.evaluate(() => document.documentElement.scrollHeight)} px)`);
    // Before issue 15 every re-send and each invitation it queued was its own entry: 4,650 px after a few.
    expect(height).toBeLessThan(1600);
    await screenshot(page, 'history/folded-resends-390');
    await context.close();
    expect(problems.consoleErrors).toEqual([]);
  });
});
