import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as contract from '@signet/contracts';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { callApi, getAgreement, signingLinkIn } from './helpers/agreements.js';
import { screenshot, watchProblems, type PageProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { listMailSubjects, waitForMail } from './helpers/outbox.js';
import { createRoutedDraft } from './helpers/routed-agreements.js';

const run = promisify(execFile);
type Language = 'en-US' | 'zh-CN';

/** The words a test clicks, in each language. */
const WORDS = {
  'en-US': { send: 'Send', approve: 'Approve', finish: 'Finish', type: 'Type', yourName: 'Your name', adopt: 'Adopt and sign', signature: /Signature, required, page 1, not filled/, released: /Ann Lee signed for your group on/ },
  'zh-CN': { send: '发送', approve: '同意', finish: '完成', type: '输入', yourName: '您的姓名', adopt: '采用并签署', signature: /签名.*必填.*未填写/, released: /Ann Lee 已于 .+ 代表本组签署/ },
} as const;

async function openAs(browser: Browser, link: string, language: Language, width = 1440): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: language, ...(width < 500 ? { isMobile: true, hasTouch: true } : {}) });
  await chooseLanguage(context, language);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(link);
  await page.waitForURL((url) => !url.search.includes('t='));
  return { page, problems };
}

/** Ticks the consent bar in whichever language the page speaks, and waits until it is recorded. */
async function consent(page: Page): Promise<void> {
  const bar = page.getByTestId('consent-bar');
  await bar.getByRole('checkbox').click();
  await bar.waitFor({ state: 'detached' });
}

/** Consents, types a signature into the one signature field, and stops before Finish. */
async function typeSignature(page: Page, language: Language, name: string): Promise<void> {
  const words = WORDS[language];
  await consent(page);
  // The page re-renders as the consent lands and the dialog's code arrives: a tap lost to that is tapped again.
  const typeTab = page.getByRole('tab', { name: words.type }).or(page.getByRole('button', { name: words.type })).first();
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: words.signature }).click();
    const opened = await typeTab.waitFor({ timeout: 5_000 }).then(() => true, () => false);
    if (opened) break;
    if (attempt === 3) throw new Error('the signature dialog did not open');
  }
  await typeTab.click();
  await page.getByLabel(words.yourName).fill(name);
  await page.getByRole('button', { name: words.adopt }).click();
}

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'signet-e2e-pdf-'));
  try {
    await writeFile(path.join(dir, 'final.pdf'), pdf);
    return (await run('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'final.pdf'), '-'])).stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Issue 33's "done when": step 1 an approver, step 2 an any-one-of pair, step 3 an all-of pair, and a
 * copy recipient, sent from the review step and acted on in the browser, in both languages.
 */
describe('a routed agreement from send to seal (issue 33)', () => {
  const env = useServerAndBrowser();

  async function sendRoute(language: Language) {
    const url = env.server.url;
    const sender = await createAccount(url, 'Dana Park');
    // The sender's language is the certificate's and the sender's mails'.
    await callApi(url, sender.token, contract.updateProfile, { body: { locale: language } });
    const stamp = `${Date.now()}-${language}`;
    const person = (name: string) => ({ name, email: `${name.split(' ')[0]!.toLowerCase()}-${stamp}@example.com` });
    const people = { mia: person('Mia Chen'), ann: person('Ann Lee'), ben: person('Ben Wu'), cy: person('Cy Ng'), di: person('Di Ho'), fin: person('Fin Desk') };
    const signature = (recipient: number, y: number) => ({ recipient, type: 'signature' as const, x: 0.55, y, width: 0.3, height: 0.06 });
    const draft = await createRoutedDraft(
      url,
      sender.token,
      [
        { ...people.mia, role: 'approver', step: 1 },
        { ...people.ann, role: 'signer', step: 2, group: 'any' },
        { ...people.ben, role: 'signer', step: 2, group: 'any' },
        { ...people.cy, role: 'signer', step: 3 },
        { ...people.di, role: 'signer', step: 3 },
        { ...people.fin, role: 'copy' },
      ],
      [signature(1, 0.5), signature(2, 0.6), signature(3, 0.7), signature(4, 0.8)],
      'Supply contract',
    );

    // The sender reads the route in words on the review step and sends it from there.
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: language });
    await signInContext(context, sender.token);
    await chooseLanguage(context, language);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${url}/flow/create/step3/${draft.id}`);
    const route = language === 'en-US' ? /1\. Mia Chen approves\..*2\. Ann Lee and Ben Wu sign, any one of them\..*3\. Cy Ng and Di Ho sign\./s : /1\. Mia Chen 审批。.*2\. Ann Lee、Ben Wu 任一人签署。.*3\. Cy Ng、Di Ho 签署。/s;
    await page.getByText(route).first().waitFor();
    await screenshot(page, `routing/review-${language}-1440`);
    const sentAt = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: WORDS[language].send, exact: true }).click();
    await page.waitForURL(/\/agreement\/\d+/);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
    return { url, sender, people, draft, sentAt };
  }

  for (const language of ['en-US', 'zh-CN'] as const) {
    it(`runs to completion in ${language}: approve, one of the pair signs, the other is released, both of step 3 at once, the copy gets the sealed PDF`, async () => {
      const words = WORDS[language];
      const { url, sender, people, draft, sentAt } = await sendRoute(language);

      // Step 1: the approver, on a phone.
      const mia = await openAs(env.browser, signingLinkIn((await waitForMail(url, people.mia.email, { after: sentAt })).text), language, 390);
      await consent(mia.page);
      let at = new Date(Date.now() - 1000);
      await mia.page.getByRole('button', { name: words.approve, exact: true }).click();
      await mia.page.waitForURL(/\/sign\/finish\/\d+$/);

      // Step 2: both are invited; Ben opens his page, Ann signs, and Ben is told who signed for the group.
      const annLink = signingLinkIn((await waitForMail(url, people.ann.email, { after: at })).text);
      const benLink = signingLinkIn((await waitForMail(url, people.ben.email, { after: at })).text);
      const ben = await openAs(env.browser, benLink, language);
      const ann = await openAs(env.browser, annLink, language, 360);
      await typeSignature(ann.page, language, 'Ann Lee');
      at = new Date(Date.now() - 1000);
      await ann.page.getByRole('button', { name: words.finish, exact: true }).click();
      await ann.page.waitForURL(/\/sign\/finish\/\d+$/);
      await ben.page.reload();
      await ben.page.getByText(words.released).first().waitFor();
      await screenshot(ben.page, `routing/released-${language}-1440`);

      // Step 3: Cy and Di finish at the same moment.
      const cy = await openAs(env.browser, signingLinkIn((await waitForMail(url, people.cy.email, { after: at })).text), language);
      const di = await openAs(env.browser, signingLinkIn((await waitForMail(url, people.di.email, { after: at })).text), language);
      await typeSignature(cy.page, language, 'Cy Ng');
      await typeSignature(di.page, language, 'Di Ho');
      await Promise.all([cy.page.getByRole('button', { name: words.finish, exact: true }).click(), di.page.getByRole('button', { name: words.finish, exact: true }).click()]);
      await Promise.all([cy.page.waitForURL(/\/sign\/finish\/\d+$/), di.page.waitForURL(/\/sign\/finish\/\d+$/)]);

      // Sealed: the copy recipient's first and only mail carries the signed PDF; the certificate lists the route.
      const copy = await waitForMail(url, people.fin.email, { after: sentAt, timeoutMs: 60_000 });
      expect(copy.text).toMatch(/The sealed document is attached|附件为已封印的文件/);
      expect(await listMailSubjects(url, people.fin.email)).toHaveLength(1);
      const final = await getAgreement(url, sender.token, draft.id);
      expect(final.status).toBe('completed');
      // The copy recipient was never asked to act: their part is the completion mail.
      expect(final.recipients.map((r) => r.status)).toEqual(['approved', 'signed', 'released', 'signed', 'signed', 'pending']);
      const file = await fetch(`${url}${contract.buildPath(contract.getAgreementFinalFile.path, { flowId: draft.id })}`, { headers: { 'x-token': sender.token } });
      const certificate = await pdfText(Buffer.from(await file.arrayBuffer()));
      const steps = language === 'en-US' ? ['Step 2, any one of them', 'Step 3, all of them', 'Signed for the group', 'Released: Ann Lee acted for the group', 'Copy sent on completion'] : ['第 2 步（或签：任一人签署即可）', '第 3 步（会签：全部签署）', '代表本组签署', '无需签署：Ann Lee 已代表本组完成', '完成后抄送'];
      // Compared without white space: a long label wraps onto a second line in the certificate's column.
      const squeezed = certificate.replace(/\s+/g, '');
      for (const words of steps) expect(squeezed).toContain(words.replace(/\s+/g, ''));
      for (const problems of [mia.problems, ann.problems, ben.problems, cy.problems, di.problems]) expect(problems.consoleErrors).toEqual([]);
    });
  }

  it('ends Declined with the reason when the approver rejects, and nobody after step 1 is ever invited', async () => {
    const { url, sender, people, draft, sentAt } = await sendRoute('en-US');
    const mia = await openAs(env.browser, signingLinkIn((await waitForMail(url, people.mia.email, { after: sentAt })).text), 'en-US');
    await consent(mia.page);
    await mia.page.getByRole('button', { name: 'Reject', exact: true }).click();
    await mia.page.getByPlaceholder('Tell the sender why you reject it').fill('The delivery dates are wrong');
    await mia.page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
    await mia.page.waitForURL(/\/sign\/finish\/\d+$/);
    await screenshot(mia.page, 'routing/rejected-en-US-1440');

    const ended = await getAgreement(url, sender.token, draft.id);
    expect(ended.status).toBe('declined');
    expect(ended.recipients.map((r) => [r.name, r.status])).toEqual([
      ['Mia Chen', 'declined'],
      ['Ann Lee', 'pending'],
      ['Ben Wu', 'pending'],
      ['Cy Ng', 'pending'],
      ['Di Ho', 'pending'],
      ['Fin Desk', 'pending'],
    ]);
    expect(ended.recipients[0]!.declineReason).toBe('The delivery dates are wrong');
    expect(ended.recipients.slice(1).map((r) => r.invitedAt ?? null)).toEqual([null, null, null, null, null]);
    for (const later of [people.ann, people.ben, people.cy, people.di, people.fin]) expect(await listMailSubjects(url, later.email)).toEqual([]);
  });
});
