import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { WEB_ROUTES } from '@signet/contracts';
import { makePdf } from '../apps/server/test/helpers/sample-files.js';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { createReadyDraft, notifySigners, sendDraft, signingLinkIn } from './helpers/agreements.js';
import { axeViolations } from './helpers/axe.js';
import { screenshot } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';
import { signThroughApi } from './helpers/signing.js';

/**
 * Each language at one width, each width in one language: the pairs smoke.e2e.ts does not open
 * (it opens zh-CN on a phone and en-US on a desktop), so every pair is seen by one whole-app sweep.
 * The four pairs here were 112 axe runs, the full run's longest browser file (docs/testing.md).
 */
const PAIRS = [
  { locale: 'en-US', viewport: { width: 360, height: 780 } },
  { locale: 'zh-CN', viewport: { width: 1440, height: 900 } },
] as const;
/** The screens issue 15 changed, kept as pictures to look at. */
const PICTURED = new Set(['/', '/agreements', '/verify']);

/** Every static page the contracts name (the legal pages join this list when they are added). */
const STATIC_PAGES = ['/about-us', ...Object.values(WEB_ROUTES).filter((path) => path.startsWith('/page/'))];

interface Fixture {
  token: string;
  sentId: string;
  draftId: string;
}

/** One sender with a sent agreement (one of two signed, re-sent twice) and a draft ready for step 3. */
async function senderWithAgreements(url: string): Promise<Fixture> {
  const sender = await createAccount(url, 'Ada Quinn');
  const stamp = Date.now();
  const signers = [
    { name: 'Ann Lee', email: `ann-${stamp}@example.com` },
    { name: 'Bo Chen', email: `bo-${stamp}@example.com` },
  ];
  const sent = await createReadyDraft(url, sender.token, signers, 'Lease for the studio');
  const sentAt = new Date(Date.now() - 1000);
  expect((await sendDraft(url, sender.token, sent)).code).toBe(200);
  await signThroughApi(url, signingLinkIn((await waitForMail(url, signers[0]!.email, { after: sentAt })).text));
  for (const scope of ['all', 'next'] as const) expect((await notifySigners(url, sender.token, sent.id, scope)).code).toBe(200);
  const other = await createReadyDraft(url, sender.token, [{ name: 'Cy Park', email: `cy-${stamp}@example.com` }], 'Offer');
  expect((await sendDraft(url, sender.token, other)).code).toBe(200);
  const draft = await createReadyDraft(url, sender.token, [{ name: 'Dee Moss', email: `dee-${stamp}@example.com` }], 'Draft offer');
  return { token: sender.token, sentId: String(sent.id), draftId: String(draft.id) };
}

/** Opens a page and waits until its heading and data are there (a page without a main heading is a finding too). */
async function open(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const hasHeading = await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  return hasHeading ? [] : [`${new URL(url).pathname}: no visible h1 in main`];
}

async function newPage(browser: Browser, viewport: (typeof PAIRS)[number]['viewport'], locale: string, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 400, hasTouch: viewport.width < 400 });
  await chooseLanguage(context, locale);
  if (token) await signInContext(context, token);
  return context.newPage();
}

/** Issue 15 point 1: the sender's pages have no WCAG 2.2 A/AA violation that axe-core can find. */
describe('the sender pages pass axe-core (WCAG 2.0–2.2 A and AA), in Chromium', () => {
  const env = useServerAndBrowser();
  let fixture: Promise<Fixture> | undefined;

  for (const { locale, viewport } of PAIRS) {
    it(`${locale} at ${viewport.width} px`, { timeout: 600_000 }, async () => {
      const url = env.server.url;
      fixture ??= senderWithAgreements(url);
      const { token, sentId, draftId } = await fixture;
      const found: string[] = [];
      const check = async (page: Page, where: string) => found.push(...(await axeViolations(page, `${locale} ${viewport.width}px ${where}`)));

      // Signed out.
      const visitor = await newPage(env.browser, viewport, locale);
      for (const path of ['/', '/verify', '/pricing/individuals', '/pricing/enterprise', ...STATIC_PAGES]) {
        found.push(...(await open(visitor, `${url}${path}`)));
        await check(visitor, path);
        if (path === '/') await screenshot(visitor, `a11y/${locale}-${viewport.width}-home-signed-out`);
      }
      if (viewport.width < 400) {
        await visitor.locator('button[aria-controls=main-drawer]').click();
        await visitor.getByRole('dialog').waitFor();
        await check(visitor, '/ navigation drawer');
      }
      await visitor.context().close();

      // Signed in.
      const page = await newPage(env.browser, viewport, locale, token);
      const pages = ['/', '/agreements', `/agreement/${sentId}`, `/flow/create/step1/${draftId}`, `/flow/create/step2/${draftId}`, `/flow/create/step3/${draftId}`, '/documents', '/account', '/templates', '/verify'];
      for (const path of pages) {
        found.push(...(await open(page, `${url}${path}`)));
        await check(page, path);
        const name = path.startsWith('/agreement/') ? 'detail' : path.includes('/flow/create/') ? `step${path.split('/')[3]?.slice(-1) ?? ''}` : path.slice(1) || 'home';
        if (PICTURED.has(path) || name === 'detail' || name === 'step2') await screenshot(page, `a11y/${locale}-${viewport.width}-${name}`);
      }

      // The verdict on a file with no seal.
      await page.locator('input[type=file]').setInputFiles({ name: 'plain.pdf', mimeType: 'application/pdf', buffer: await makePdf(1) });
      await page.getByTestId('verify-sha256').waitFor({ timeout: 20_000 });
      await check(page, '/verify verdict');

      // The agreement history, opened.
      await open(page, `${url}/agreement/${sentId}`);
      await page.locator('#timeline-title').scrollIntoViewIfNeeded();
      await check(page, '/agreement history');
      await screenshot(page, `a11y/${locale}-${viewport.width}-history`);

      // The list's filters on a phone.
      if (viewport.width < 400) {
        await open(page, `${url}/agreements`);
        await page.getByTestId('list-filters-button').click();
        await page.getByRole('dialog').waitFor();
        await check(page, '/agreements filters');
      }

      // The document preview dialog: the row's first button is View (a menu item on a phone).
      await open(page, `${url}/documents`);
      const row = page.getByRole('listitem').filter({ hasText: 'Offer' }).first();
      await row.getByRole('button').first().click();
      if (viewport.width < 400) {
        await page.getByRole('menuitem').first().click();
        // The row's menu closes on a timer after its fade: check the page once it is gone, not
        // a menu caught half-closed (no items left in it yet still a focusable menu).
        await page.getByRole('menu').waitFor({ state: 'detached' });
      }
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await check(page, '/documents preview');
      await page.context().close();

      if (found.length > 0) console.log(found.join('\n'));
      expect(found).toEqual([]);
    });
  }
});
