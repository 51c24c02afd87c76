import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as contract from '@signet/contracts';
import { chooseLanguage, createAccount } from './helpers/accounts.js';
import { axeViolations } from './helpers/axe.js';
import { getAgreement, sendDraft, signingLinkIn } from './helpers/agreements.js';
import { fitsWidth, screenshot, watchProblems, type PageProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { readMailedCode, waitForMail } from './helpers/outbox.js';
import { createRoutedDraft } from './helpers/routed-agreements.js';
import { readTextedCode } from './helpers/sms-outbox.js';

const run = promisify(execFile);
type Language = 'en-US' | 'zh-CN';

/** The words a test clicks and reads, in each language. */
const WORDS = {
  'en-US': {
    title: 'Confirm it’s you',
    send: 'Send code',
    code: '6-digit code',
    continue: 'Continue',
    wrong: 'That code is not right. 4 tries left.',
    finish: 'Finish',
    type: 'Type',
    yourName: 'Your name',
    adopt: 'Adopt and sign',
    signature: /Signature, required, page 1, not filled/,
  },
  'zh-CN': {
    title: '确认是您本人',
    send: '发送验证码',
    code: '6 位验证码',
    continue: '继续',
    wrong: '验证码不正确，还可尝试 4 次。',
    finish: '完成',
    type: '输入',
    yourName: '您的姓名',
    adopt: '采用并签署',
    signature: /签名.*必填.*未填写/,
  },
} as const;

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'signet-e2e-pdf-'));
  try {
    await writeFile(path.join(dir, 'final.pdf'), pdf);
    return (await run('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'final.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function openAs(browser: Browser, link: string, language: Language, width: number): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: { width, height: 860 }, locale: language, ...(width < 500 ? { isMobile: true, hasTouch: true } : {}) });
  await chooseLanguage(context, language);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(link);
  return { page, problems };
}

/** Consents, types a signature into the one signature field, and finishes. */
async function sign(page: Page, language: Language, name: string): Promise<void> {
  const words = WORDS[language];
  const bar = page.getByTestId('consent-bar');
  await bar.getByRole('checkbox').click();
  await bar.waitFor({ state: 'detached' });
  const typeTab = page.getByRole('tab', { name: words.type }).or(page.getByRole('button', { name: words.type })).first();
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: words.signature }).click();
    if (await typeTab.waitFor({ timeout: 5_000 }).then(() => true, () => false)) break;
    if (attempt === 3) throw new Error('the signature dialog did not open');
  }
  await typeTab.click();
  await page.getByLabel(words.yourName).fill(name);
  await page.getByRole('button', { name: words.adopt }).click();
  await page.getByRole('button', { name: words.finish, exact: true }).click();
  await page.waitForURL(/\/sign\/finish\/\d+$/);
}

/**
 * Issue 35's second "done when": one signer verified by e-mail code and one by SMS code (the
 * development SMS driver); a wrong code is refused, the right one opens the document, both sign,
 * and the certificate names both methods with masked targets.
 */
describe('signers verified by e-mail and SMS code (issue 35)', () => {
  const env = useServerAndBrowser();

  it('asks each for a code, refuses a wrong one, opens with the right one, and the certificate says how each was identified', async () => {
    const url = env.server.url;
    const sender = await createAccount(url, 'Dana Park');
    const stamp = Date.now();
    const ann = { name: 'Ann Lee', email: `ann-${stamp}@example.com` };
    const bo = { name: 'Bo Chen', email: `bo-${stamp}@example.com`, phone: '+8613812345678' };
    const signature = (recipient: number, y: number) => ({ recipient, type: 'signature' as const, x: 0.55, y, width: 0.3, height: 0.06 });
    const draft = await createRoutedDraft(
      url,
      sender.token,
      [
        { ...ann, role: 'signer', verification: 'email_code' },
        { name: bo.name, email: bo.email, role: 'signer', verification: 'sms_code', phone: '+86 138 1234 5678' },
      ],
      [signature(0, 0.5), signature(1, 0.7)],
      'Lease',
    );
    const sentAt = new Date(Date.now() - 1000);
    expect((await sendDraft(url, sender.token, draft)).code).toBe(200);

    // Ann, in English on a desktop: the code page comes before the document.
    const annPage = await openAs(env.browser, signingLinkIn((await waitForMail(url, ann.email, { after: sentAt })).text), 'en-US', 1440);
    const a = annPage.page;
    await a.getByRole('heading', { name: WORDS['en-US'].title }).waitFor();
    await a.getByText(/We will e-mail a 6-digit code to an\*\*\*@example\.com/).waitFor();
    expect(await axeViolations(a, 'signer code page, en-US 1440')).toEqual([]);
    const askedAt = new Date(Date.now() - 1000);
    await a.getByRole('button', { name: WORDS['en-US'].send }).click();
    const annCode = await readMailedCode(url, ann.email, { after: askedAt });
    const wrong = annCode === '000000' ? '000001' : '000000';
    await a.getByLabel(WORDS['en-US'].code).fill(wrong);
    await a.getByRole('button', { name: WORDS['en-US'].continue }).click();
    await a.getByText(WORDS['en-US'].wrong).waitFor();
    await screenshot(a, 'signer-verification/wrong-code-en-US-1440');
    await a.getByLabel(WORDS['en-US'].code).fill(annCode);
    await a.getByRole('button', { name: WORDS['en-US'].continue }).click();
    await a.waitForURL(/\/sign\/(start|signing)\/\d+/);
    await sign(a, 'en-US', ann.name);

    // Bo, in Chinese on a phone: the code comes by text message, to a number shown masked.
    const boPage = await openAs(env.browser, signingLinkIn((await waitForMail(url, bo.email, { after: sentAt })).text), 'zh-CN', 360);
    const b = boPage.page;
    await b.getByRole('heading', { name: WORDS['zh-CN'].title }).waitFor();
    await b.getByText('+86 138****5678').first().waitFor();
    expect(await b.content()).not.toContain('13812345678');
    expect(await fitsWidth(b)).toBe(true);
    expect(await axeViolations(b, 'signer code page, zh-CN 360')).toEqual([]);
    await screenshot(b, 'signer-verification/code-page-zh-CN-360');
    const textedAt = new Date(Date.now() - 1000);
    await b.getByRole('button', { name: WORDS['zh-CN'].send }).click();
    const boCode = await readTextedCode(url, bo.phone, { after: textedAt });
    const boWrong = boCode === '000000' ? '000001' : '000000';
    await b.getByLabel(WORDS['zh-CN'].code).fill(boWrong);
    await b.getByRole('button', { name: WORDS['zh-CN'].continue }).click();
    await b.getByText(WORDS['zh-CN'].wrong).waitFor();
    await b.getByLabel(WORDS['zh-CN'].code).fill(boCode);
    await b.getByRole('button', { name: WORDS['zh-CN'].continue }).click();
    await b.waitForURL(/\/sign\/(start|signing)\/\d+/);
    await sign(b, 'zh-CN', bo.name);

    // Sealed: the certificate names both methods, with masked targets only.
    await expect.poll(async () => (await getAgreement(url, sender.token, draft.id)).status, { timeout: 60_000 }).toBe('completed');
    const file = await fetch(`${url}${contract.buildPath(contract.getAgreementFinalFile.path, { flowId: draft.id })}`, { headers: { 'x-token': sender.token } });
    const certificate = (await pdfText(Buffer.from(await file.arrayBuffer()))).replace(/\s+/g, '');
    expect(certificate).toContain('Identifiedby:e-mailcodetoan***@example.com'.replace(/\s+/g, ''));
    expect(certificate).toContain('Identifiedby:SMScodeto+86138****5678');
    expect(certificate).toContain('1wrongcodebefore');
    expect(certificate).not.toContain('13812345678');
    for (const problems of [annPage.problems, boPage.problems]) expect(problems.consoleErrors).toEqual([]);
  });
});
