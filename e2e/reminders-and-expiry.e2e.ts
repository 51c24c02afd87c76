import { describe, expect, it } from 'vitest';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { axeViolations } from './helpers/axe.js';
import { createReadyDraft, getAgreement, sendDraft, signingLinkIn } from './helpers/agreements.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

describe('reminders and expiry in Chromium', () => {
  const env = useServerAndBrowser();

  it('sets the account’s reminders, shows them in a new agreement, and extends an agreement that expired, which reopens it', async () => {
    const sender = await createAccount(env.server.url, 'Omar Haddad');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);

    // Account centre: the default reminders, saved.
    await page.goto(`${env.server.url}/account`);
    const defaults = page.getByRole('region', { name: 'Reminders' });
    await defaults.getByRole('textbox', { name: 'First after (days)' }).fill('2');
    await defaults.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Default reminders saved').waitFor();
    await defaults.scrollIntoViewIfNeeded();
    await screenshot(page, 'follow-up/account-defaults-1440');

    // A new agreement starts with them, beside an empty expiry day.
    await page.goto(`${env.server.url}/flow/create/step1`);
    const section = page.getByRole('region', { name: 'Reminders and expiry' });
    // The account arrives just after the page: the field takes its value then.
    await expect.poll(() => section.getByRole('textbox', { name: 'First after (days)' }).inputValue(), { timeout: 10_000 }).toBe('2');
    expect(await section.getByLabel('Expires on').inputValue()).toBe('');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'follow-up/editor-section-1440');

    // An agreement whose date passes a few seconds after it is sent: the worker expires it. The
    // date must still be ahead when the send arrives; on a loaded machine creating the draft may
    // take longer than that, and the send is refused (8106): then again, further ahead.
    const signer = { name: 'Ann Lee', email: `ann-${Date.now()}@example.com` };
    let sentAt = new Date();
    let expiresAt = '';
    let draft: Awaited<ReturnType<typeof createReadyDraft>> | undefined;
    for (let ahead = 4_000; !draft; ahead *= 2) {
      expiresAt = new Date(Date.now() + ahead).toISOString();
      const candidate = await createReadyDraft(env.server.url, sender.token, [signer], 'Lease', { expiresAt });
      sentAt = new Date(Date.now() - 1000);
      const sent = await sendDraft(env.server.url, sender.token, candidate);
      if (sent.code === 200) draft = candidate;
      else expect({ code: sent.code, retried: ahead < 60_000 }).toEqual({ code: 8106, retried: true });
    }
    // By its subject (the sender's own, 'Lease'; the document is Offer.pdf): on a loaded machine the
    // invitation's job can run after the agreement expired, and the expiry notice about "Offer" is then the newest mail.
    const invitation = await waitForMail(env.server.url, signer.email, { after: sentAt, subjectIncludes: 'Lease' });
    expect(invitation.text).toContain('Please sign before');
    // The worker expires it within seconds of its date (30 s allowed on a loaded machine).
    const expired = Date.parse(expiresAt) + 30_000;
    while ((await getAgreement(env.server.url, sender.token, draft.id)).status !== 'expired') {
      if (Date.now() > expired) throw new Error('the agreement did not expire');
      await page.waitForTimeout(300);
    }
    await waitForMail(env.server.url, signer.email, { after: new Date(Date.parse(expiresAt) - 1000) });

    // The sender's page: the Expired badge, what it means, and Extend as the next step.
    await page.goto(`${env.server.url}/agreement/${draft.id}`);
    await page.getByText('Its signing links no longer work. Set a later date to reopen it.', { exact: false }).waitFor();
    await page.getByText('Expired', { exact: true }).first().waitFor();
    expect(await axeViolations(page, 'expired agreement')).toEqual([]);
    await screenshot(page, 'follow-up/expired-detail-1440');

    // The signer's link says the agreement expired and whom to ask.
    const signerPage = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    await signerPage.goto(signingLinkIn(invitation.text));
    await signerPage.waitForURL(/\/sign\/error\/7601$/);
    await signerPage.getByText('This agreement expired on', { exact: false }).waitFor();
    await signerPage.getByText('ask the sender to extend it', { exact: false }).waitFor();
    expect(await axeViolations(signerPage, 'expired signer page')).toEqual([]);
    await screenshot(signerPage, 'follow-up/signer-expired-390');

    // Extend: a later day reopens it, and the signer gets a new link that works.
    await page.getByRole('button', { name: 'Extend', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Extend this agreement' });
    const later = new Date();
    later.setDate(later.getDate() + 7);
    await dialog.getByLabel('Expires on').fill(localDay(later));
    expect(await axeViolations(page, 'extend dialog')).toEqual([]);
    await screenshot(page, 'follow-up/extend-dialog-1440');
    const reopenedAt = new Date(Date.now() - 1000);
    await dialog.getByRole('button', { name: 'Extend and reopen' }).click();
    await page.getByText('The agreement is open again, and the signers were e-mailed').waitFor();
    const agreement = await getAgreement(env.server.url, sender.token, draft.id);
    expect(agreement.status).toBe('waiting');
    expect(localDay(new Date(agreement.expiresAt ?? ''))).toBe(localDay(later));
    const again = await waitForMail(env.server.url, signer.email, { after: reopenedAt });
    await signerPage.goto(signingLinkIn(again.text));
    await signerPage.waitForURL((url) => !url.pathname.startsWith('/sign/error'));
    await page.getByText('Reminders after 2 days, then every 3 days, up to 3 times').waitFor();
    await screenshot(page, 'follow-up/reopened-1440');

    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('reads in Chinese on a phone: the editor section and the dialog of a sent agreement', async () => {
    const sender = await createAccount(env.server.url, 'Wei Zhang');
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await chooseLanguage(context, 'zh-CN');
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);

    await page.goto(`${env.server.url}/flow/create/step1`);
    const section = page.getByRole('region', { name: '提醒与过期' });
    await section.getByText('自动提醒签署人').waitFor();
    await section.scrollIntoViewIfNeeded();
    expect(await axeViolations(page, 'editor section zh-CN')).toEqual([]);
    await screenshot(page, 'follow-up/editor-section-zh-390');

    const draft = await createReadyDraft(env.server.url, sender.token, [{ name: '李雷', email: `li-${Date.now()}@example.com` }], '租约', {
      expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    expect((await sendDraft(env.server.url, sender.token, draft)).code).toBe(200);
    await page.goto(`${env.server.url}/agreement/${draft.id}`);
    await page.getByText('3 天后提醒，之后每 3 天一次，最多 3 次').waitFor();
    await screenshot(page, 'follow-up/waiting-detail-zh-390');
    await page.getByRole('button', { name: '提醒与过期' }).click();
    const dialog = page.getByRole('dialog', { name: '提醒与过期' });
    await dialog.getByRole('switch', { name: '自动提醒签署人' }).waitFor();
    expect(await axeViolations(page, 'follow-up dialog zh-CN')).toEqual([]);
    await screenshot(page, 'follow-up/dialog-zh-390');
    await dialog.getByRole('textbox', { name: '最多（次）' }).fill('5');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('提醒与过期设置已保存').waitFor();
    expect((await getAgreement(env.server.url, sender.token, draft.id)).reminders).toEqual({ afterDays: 3, everyDays: 3, maxCount: 5 });

    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
