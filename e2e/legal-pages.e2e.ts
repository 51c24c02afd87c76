import { describe, expect, it } from 'vitest';
import { WEB_ROUTES } from '@signet/contracts';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { chooseLanguage } from './helpers/accounts.js';

const OPERATOR = { OPERATOR_NAME: 'Example Trust Ltd', OPERATOR_EMAIL: 'legal@example.com', OPERATOR_ADDRESS: '1 Main Street, Springfield', LEGAL_EFFECTIVE_DATE: '2027-01-31' };

const PAGES = [
  { path: WEB_ROUTES.userAgreement, slug: 'user-agreement' },
  { path: WEB_ROUTES.privacyPolicy, slug: 'privacy' },
  { path: WEB_ROUTES.eSignDisclosure, slug: 'e-sign-disclosure' },
] as const;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const TEXTS = {
  'en-US': { notice: 'Template for review by counsel', effective: 'Effective January 31, 2027', footer: ['User agreement', 'Privacy policy', 'E-sign disclosure'] },
  'zh-CN': { notice: '模板，须经法律顾问审阅', effective: '生效日期：2027年1月31日', footer: ['用户协议', '隐私政策', '电子签名说明'] },
} as const;

describe('the legal pages: terms, privacy policy and e-sign disclosure, with the configured operator', () => {
  const env = useServerAndBrowser(OPERATOR);

  for (const viewport of VIEWPORTS) {
    for (const language of ['en-US', 'zh-CN'] as const) {
      it(`read well at ${viewport.width} px in ${language}: a template notice, the operator, h1 then h2s, nothing overflowing`, async () => {
        const context = await env.browser.newContext({ viewport, locale: language });
        await chooseLanguage(context, language);
        const page = await context.newPage();
        const problems = watchProblems(page);
        const texts = TEXTS[language];
        for (const { path, slug } of PAGES) {
          const response = await page.goto(env.server.url + path, { waitUntil: 'networkidle' });
          expect(response?.status(), path).toBe(200);
          const main = page.locator('main');
          await main.getByRole('heading', { level: 1 }).waitFor();
          await expect(main.getByRole('note').filter({ hasText: texts.notice }).isVisible()).resolves.toBe(true);
          await expect(main.getByText(texts.effective).isVisible()).resolves.toBe(true);
          const body = await main.innerText();
          expect(body).toContain(OPERATOR.OPERATOR_NAME);
          expect(body).toContain(OPERATOR.OPERATOR_ADDRESS);
          expect(body).not.toContain('{{');
          await expect(main.locator(`a[href="mailto:${OPERATOR.OPERATOR_EMAIL}"]`).count()).resolves.toBeGreaterThan(0);
          // One h1, then h2s only: no level skipped.
          const levels = await main.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
          expect(levels[0]).toBe(1);
          expect(levels.slice(1).every((level) => level === 2)).toBe(true);
          expect(levels.length).toBeGreaterThan(8);
          // Every contents link leads to a section of the page.
          const targets = await main.locator('nav a[href^="#"]').evaluateAll((links) => links.map((a) => Boolean(document.getElementById(a.getAttribute('href')?.slice(1) ?? ''))));
          expect(targets.length).toBe(levels.length - 1);
          expect(targets.every(Boolean)).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          const footer = page.locator('footer');
          for (const label of texts.footer) await expect(footer.getByRole('link', { name: label, exact: true }).count()).resolves.toBe(1);
          await screenshot(page, `legal/${slug}-${viewport.width}-${language}`);
        }
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
        await context.close();
      });
    }
  }
});
