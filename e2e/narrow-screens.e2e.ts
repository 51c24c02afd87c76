import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { createDraftWithFields, createReadyDraft, sendDraft, signingLinkIn } from './helpers/agreements.js';
import { screenshot } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';

/** How far the page runs past the window's right edge, in CSS pixels (0 when nothing scrolls sideways). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function phone(browser: Browser, width: number, locale: string, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 740 }, isMobile: width < 400, hasTouch: width < 400 });
  await chooseLanguage(context, locale);
  if (token) await signInContext(context, token);
  return context.newPage();
}

/** Issue 31 point 10: what the screens show fits them, down to a 320 px phone, and is named as shown. */
describe('narrow screens, in Chromium', () => {
  const env = useServerAndBrowser();

  it('step 1 fits a 360 and a 320 px phone in English: the step bar wraps the step’s name instead of pushing the page sideways', async () => {
    const sender = await createAccount(env.server.url, 'Dev Patel');
    for (const width of [360, 320]) {
      const page = await phone(env.browser, width, 'en-US', sender.token);
      await page.goto(`${env.server.url}/flow/create/step1`);
      const current = page.locator('li[aria-current=step]');
      await current.getByText('Documents and recipients').waitFor();
      expect(await sideways(page), `at ${width} px`).toBe(0);
      const steps = await page.locator('ol:has(li[aria-current=step])').boundingBox();
      expect(steps!.x + steps!.width, `the step bar at ${width} px`).toBeLessThanOrEqual(width);
      const menu = await page.locator('button[aria-controls=main-drawer]').boundingBox();
      expect(menu!.x + menu!.width, `the menu button at ${width} px`).toBeLessThanOrEqual(width);
      await screenshot(page, `narrow/step1-${width}`);
      await page.context().close();
    }
  });

  it('step 2 names a placed text field by the label it shows, and will not go on while a read-only field is empty', async () => {
    const sender = await createAccount(env.server.url, 'Dana Park');
    const signer = { name: 'Dev Patel', email: `dev-${Date.now()}@example.com` };
    const draft = await createDraftWithFields(env.server.url, sender.token, [signer], [
      { signer: 0, type: 'signature', x: 0.1, y: 0.7, width: 0.3, height: 0.06 },
      { signer: 0, type: 'text', x: 0.1, y: 0.2, width: 0.3, height: 0.04, label: 'Company', required: false },
      { signer: 0, type: 'text', x: 0.1, y: 0.3, width: 0.3, height: 0.04, label: 'Fee', readOnly: true, required: false },
    ]);
    for (const [width, locale, name] of [
      [1440, 'en-US', 'Company: Text field for Dev Patel, page 1'],
      [390, 'en-US', 'Company: Text field for Dev Patel, page 1'],
      [390, 'zh-CN', 'Company：Dev Patel 的文本字段，第 1 页'],
    ] as const) {
      const page = await phone(env.browser, width, locale, sender.token);
      await page.goto(`${env.server.url}/flow/create/step2/${draft.id}`);
      const field = page.getByRole('button', { name, exact: true });
      await field.waitFor();
      // WCAG 2.5.3: the words on the box are in its name, first, so a voice user can say them.
      expect(await field.getByText('Company', { exact: true }).isVisible()).toBe(true);
      if (width === 1440) {
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByTestId('fields-problem').getByText('Read-only fields need a value before sending, as the signer cannot change them: Fee.').waitFor();
        // The field that needs the value is selected, its properties open where the value goes.
        await page.getByLabel('Filled in by you').waitFor();
        expect(page.url()).toContain('/step2/');
        await page.evaluate(() => window.scrollTo(0, 0)); // a full-page picture of a scrolled page draws the sticky header mid-page
        await screenshot(page, 'narrow/step2-read-only-problem-1440');
      }
      expect(await sideways(page), `step 2 at ${width} px`).toBe(0);
      await page.context().close();
    }
  });

  it('a small signature field on a 390 px phone shows its words whole, in both languages', async () => {
    const sender = await createAccount(env.server.url, 'Dana Park');
    const signer = { name: 'Ann Lee', email: `ann-${Date.now()}@example.com` };
    const draft = await createDraftWithFields(env.server.url, sender.token, [signer], [
      { signer: 0, type: 'signature', x: 0.1, y: 0.6, width: 0.14, height: 0.035 },
      { signer: 0, type: 'initials', x: 0.5, y: 0.6, width: 0.09, height: 0.035 },
    ]);
    const sentAt = new Date(Date.now() - 1000);
    expect((await sendDraft(env.server.url, sender.token, draft)).code).toBe(200);
    const link = signingLinkIn((await waitForMail(env.server.url, signer.email, { after: sentAt })).text);
    for (const locale of ['en-US', 'zh-CN']) {
      const page = await phone(env.browser, 390, locale, undefined);
      // The fields show their words before the consent too (they ask for it when tapped).
      await page.goto(link);
      const hints = page.getByTestId('sign-hint');
      await hints.first().waitFor();
      const shown: string[] = [];
      for (const hint of await hints.all()) {
        // Words, whole and inside the box, or (in a box too small for any) the pen alone.
        const text = hint.locator('span');
        if ((await text.count()) === 0) {
          expect(await hint.locator('svg').count()).toBe(1);
          shown.push('(pen)');
          continue;
        }
        const whole = await text.evaluate((element) => element.scrollWidth <= element.clientWidth);
        expect({ text: await text.innerText(), whole }).toEqual({ text: expect.stringMatching(/^(Sign here|Sign|Initial|在此签名|签名|缩写)$/), whole: true });
        const [box, words] = [await hint.locator('..').boundingBox(), await text.boundingBox()];
        expect(words!.x + words!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
        shown.push(await text.innerText());
      }
      // The signature box (about 50 px wide) still says so in words.
      expect(shown[0]).toMatch(/^(Sign here|Sign|在此签名|签名)$/);
      await hints.first().scrollIntoViewIfNeeded();
      await screenshot(page, `narrow/small-signature-${locale}-390`);
      await page.context().close();
    }
  });

  it('every screen fits a 320 px phone in both languages', async () => {
    const url = env.server.url;
    const sender = await createAccount(url, 'Ada Quinn');
    const stamp = Date.now();
    const sent = await createReadyDraft(url, sender.token, [{ name: 'Ann Lee', email: `ann-${stamp}@example.com` }], 'Lease for the studio');
    const sentAt = new Date(Date.now() - 1000);
    expect((await sendDraft(url, sender.token, sent)).code).toBe(200);
    const link = signingLinkIn((await waitForMail(url, `ann-${stamp}@example.com`, { after: sentAt })).text);
    const draft = await createReadyDraft(url, sender.token, [{ name: 'Dee Moss', email: `dee-${stamp}@example.com` }], 'Draft offer');
    const signedIn = ['/', '/agreements', `/agreement/${sent.id}`, `/flow/create/step1/${draft.id}`, `/flow/create/step2/${draft.id}`, `/flow/create/step3/${draft.id}`, '/documents', '/templates', '/account', '/verify'];
    const signedOut = ['/', '/pricing/individuals', '/pricing/enterprise', '/about-us', '/page/privacy'];
    const wide: string[] = [];
    for (const locale of ['en-US', 'zh-CN']) {
      for (const [token, paths] of [[sender.token, signedIn], [undefined, signedOut]] as const) {
        const page = await phone(env.browser, 320, locale, token);
        for (const path of paths) {
          await page.goto(`${url}${path}`);
          await page.locator('main h1').first().waitFor();
          await page.waitForLoadState('networkidle').catch(() => undefined);
          const over = await sideways(page);
          if (over > 0) wide.push(`${locale} ${token ? 'signed in' : 'signed out'} ${path}: ${over} px too wide`);
          // A full-page picture costs CPU time; keep those of the pages most likely to crowd.
          if (path.includes('/flow/create/') || path.startsWith('/agreement/') || path === '/') {
            await screenshot(page, `narrow/320-${locale}-${token ? 'in' : 'out'}-${path === '/' ? 'home' : path.slice(1).replace(/\/\d+/g, '').replace(/\//g, '-')}`);
          }
        }
        await page.context().close();
      }
      const signerPage = await phone(env.browser, 320, locale);
      await signerPage.goto(link);
      await signerPage.locator('main h1, [role=main] h1').first().waitFor();
      const over = await sideways(signerPage);
      if (over > 0) wide.push(`${locale} signer page: ${over} px too wide`);
      await screenshot(signerPage, `narrow/320-${locale}-signer`);
      await signerPage.context().close();
    }
    expect(wide).toEqual([]);
  });
});
