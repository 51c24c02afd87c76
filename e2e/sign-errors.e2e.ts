import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as contract from '@signet/contracts';
import { buildPath } from '@signet/contracts';
import { chooseLanguage, createAccount } from './helpers/accounts.js';
import { callApi, createReadyDraft, notifySigners, sendDraft, signingLinkIn } from './helpers/agreements.js';
import { axeViolations } from './helpers/axe.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';
import { signerCall } from './helpers/signing.js';

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

type Language = 'en-US' | 'zh-CN';
/** Axe at the narrowest phone and a desktop; screenshots at a common phone and the desktop. */
const VIEWPORTS = [
  { width: 360, height: 780, axe: true, shot: false },
  { width: 390, height: 844, axe: false, shot: true },
  { width: 1440, height: 900, axe: true, shot: true },
] as const;
const LANGUAGES: Language[] = ['en-US', 'zh-CN'];

/** Today as the page writes it: "May 3" / "5月3日". */
const today = (language: Language) => new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric' }).format(new Date());

async function openIn(browser: Browser, url: string, language: Language, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, locale: language });
  await chooseLanguage(context, language);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(url);
  return { context, page, problems };
}

/** The page checks every error page shares: the small-print code, no sideways scrolling, no axe violation. */
async function checkPage(page: Page, code: number, where: string, viewport: (typeof VIEWPORTS)[number]) {
  await page.waitForURL(new RegExp(`/sign/error/${code}$`));
  expect(page.url()).not.toContain('?t=');
  await page.getByText(new RegExp(`^(Error code|错误码) ${code}`)).waitFor();
  // Small print, not a badge: the code's line is smaller than the body text.
  const size = await page.getByText(new RegExp(`^(Error code|错误码) ${code}`)).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(size).toBeLessThanOrEqual(13);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (viewport.axe) expect(await axeViolations(page, `${where} ${viewport.width}`)).toEqual([]);
  if (viewport.shot) await screenshot(page, `sign-errors/${where}-${viewport.width}`);
}

/** Opens an e-mailed link through the API and declines, as the signer's browser would. */
async function declineThroughApi(baseUrl: string, link: string, reason: string) {
  const [, recipientId, noticeId, token] = /\/sign\/start\/(\d+)\/noticeView\/(\d+)\?t=([\w-]+)/.exec(link) ?? [];
  const { signerToken } = await signerCall<{ signerToken: string }>(baseUrl, 'PUT', buildPath(contract.bindSignerInfo.path, { flowSignerId: recipientId, flowNoticeViewId: noticeId }), { token });
  await signerCall(baseUrl, 'POST', buildPath(contract.declineAgreement.path, { flowSignerId: recipientId }), { reason }, signerToken);
}

describe('signer error pages in Chromium', () => {
  const env = useServerAndBrowser();

  async function sentTo(signers: { name: string; email: string }[]) {
    const sender = await createAccount(env.server.url, 'Dana Park');
    const draft = await createReadyDraft(env.server.url, sender.token, signers, 'Please sign the offer');
    const sentAt = new Date(Date.now() - 1000);
    expect((await sendDraft(env.server.url, sender.token, draft)).code).toBe(200);
    const links = await Promise.all(signers.map(async (signer) => signingLinkIn((await waitForMail(env.server.url, signer.email, { after: sentAt })).text)));
    return { sender, draft, links };
  }

  it('after a decline, the other signer reads who declined and when, whom to ask, and the code in small print', async () => {
    const ann = { name: 'Ann Lee', email: uniqueEmail('ann') };
    const bo = { name: 'Bo Chen', email: uniqueEmail('bo') };
    const { sender, links } = await sentTo([ann, bo]);
    await declineThroughApi(env.server.url, links[0]!, 'Not what we agreed.');

    for (const language of LANGUAGES) {
      for (const viewport of VIEWPORTS) {
        const { context, page, problems } = await openIn(env.browser, links[1]!, language, viewport);
        const headline = language === 'en-US' ? `Ann Lee declined on ${today(language)}` : `Ann Lee 已于${today(language)}拒绝签署`;
        await page.getByRole('heading', { level: 1, name: headline }).waitFor();
        await page.getByText('Dana Park', { exact: true }).waitFor();
        expect(await page.getByRole('link', { name: sender.email }).getAttribute('href')).toBe(`mailto:${sender.email}`);
        expect(await page.getByRole('link', { name: language === 'en-US' ? 'E-mail Dana Park' : '给 Dana Park 发邮件' }).getAttribute('href')).toBe(`mailto:${sender.email}`);
        await checkPage(page, 7407, `declined-other-signer-${language}`, viewport);
        expect(problems.consoleErrors).toEqual([]);
        await context.close();
      }
    }
  });

  it('a voided agreement names who cancelled it and when; the page keeps its plain words with the code alone', async () => {
    const ann = { name: 'Ann Lee', email: uniqueEmail('ann') };
    const { sender, draft, links } = await sentTo([ann]);
    expect((await callApi(env.server.url, sender.token, contract.voidAgreement, { params: { flowId: draft.id }, body: { reason: 'Wrong salary' } })).code).toBe(200);

    for (const language of LANGUAGES) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await openIn(env.browser, links[0]!, language, viewport);
        const headline = language === 'en-US' ? `Dana Park cancelled this agreement on ${today(language)}` : `Dana Park 已于${today(language)}撤销此协议`;
        await page.getByRole('heading', { level: 1, name: headline }).waitFor();
        expect(await page.getByRole('link', { name: sender.email }).getAttribute('href')).toBe(`mailto:${sender.email}`);
        await checkPage(page, 7408, `voided-${language}`, viewport);
        await context.close();
      }
    }

    // An error address opened on its own (another tab, a bookmark): plain words, no names.
    const { context, page } = await openIn(env.browser, `${env.server.url}/sign/error/7408`, 'en-US', { width: 390, height: 844 });
    await page.getByRole('heading', { level: 1, name: 'This agreement was cancelled' }).waitFor();
    expect(await page.getByRole('link', { name: /mailto|@/ }).count()).toBe(0);
    await context.close();
  });

  it('a wrong link and a replaced link say what to do, without telling a stranger anything', async () => {
    const ann = { name: 'Ann Lee', email: uniqueEmail('ann') };
    const { sender, draft, links } = await sentTo([ann]);
    const wrong = links[0]!.replace(/t=[\w-]+/, `t=${'x'.repeat(43)}`);

    for (const language of LANGUAGES) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await openIn(env.browser, wrong, language, viewport);
        await page.getByRole('heading', { level: 1, name: language === 'en-US' ? 'This signing link does not work here' : '此签署链接在这里无法使用' }).waitFor();
        await page.getByText(language === 'en-US' ? 'Open the newest e-mail about this agreement and use its link.' : '打开关于此协议的最新邮件，使用其中的链接。').waitFor();
        // Nothing about the agreement or its sender for a link that proved nothing.
        expect(await page.getByText('Dana Park').count()).toBe(0);
        expect(await page.getByRole('link', { name: sender.email }).count()).toBe(0);
        await checkPage(page, 7404, `wrong-link-${language}`, viewport);
        await context.close();
      }
    }

    // A re-sent e-mail replaces the first link.
    const resentAt = new Date(Date.now() - 1000);
    expect((await notifySigners(env.server.url, sender.token, draft.id, 'all')).code).toBe(200);
    await waitForMail(env.server.url, ann.email, { after: resentAt });
    for (const language of LANGUAGES) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await openIn(env.browser, links[0]!, language, viewport);
        const headline = language === 'en-US' ? `A newer e-mail, sent on ${today(language)}, replaced this link` : `${today(language)}发出的新邮件已取代此链接`;
        await page.getByRole('heading', { level: 1, name: headline }).waitFor();
        await page.getByText('Dana Park', { exact: true }).waitFor();
        await checkPage(page, 7602, `replaced-link-${language}`, viewport);
        await context.close();
      }
    }
  });
});
