import { describe, expect, it } from 'vitest';
import { ROUTE_EXAMPLE_URLS } from '../apps/web/src/app/route-paths.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { chooseLanguage } from './helpers/accounts.js';

// A stored message's page is opened with a real id by the outbox journey test.
const URLS = ROUTE_EXAMPLE_URLS.filter((url) => !url.startsWith('/dev/outbox/'));

/**
 * Pages whose example address names something that does not exist and must ask the API to
 * find out: a public template link or an invitation link cannot know it is unknown without asking,
 * and then shows its designed "This link does not work" page. Only that answer is allowed for them.
 */
const EXPECTED_REFUSALS: { url: RegExp; request: RegExp }[] = [
  { url: /^\/t\//, request: /^404 .*\/v1\/sign\/public-templates\// },
  // An invitation link whose token matches nothing: its page says so (8204 travels as a 400).
  { url: /^\/join\?/, request: /^400 .*\/v1\/company-invitations\/preview$/ },
];

/**
 * Every route at both widths and in both languages, each language at one width: 92 page loads
 * instead of 184, which were a tenth of the full run's browser time. accessibility-sender.e2e.ts
 * opens the sender's pages in the other two pairs (en-US on a phone, zh-CN on a desktop), so each
 * pair is still seen by one whole-app sweep (docs/testing.md).
 */
const PAIRS = [
  { viewport: { name: 'phone', width: 390, height: 844 }, language: 'zh-CN' },
  { viewport: { name: 'desktop', width: 1440, height: 900 }, language: 'en-US' },
] as const;

function shotName(url: string, viewport: string, language: string): string {
  const slug = url.replace(/^\/$/, 'home').replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `smoke/${slug}-${viewport}-${language}`;
}

describe('every route of spec 2 opens cleanly in Chromium, under the Content-Security-Policy', () => {
  // The one browser test whose server makes its database from nothing, as a first `npm start` does.
  const env = useServerAndBrowser({}, undefined, { emptyDataFolder: true });

  for (const { viewport, language } of PAIRS) {
    it(`at ${viewport.width} px in ${language}, with no CSP violation, console error or failed request`, async () => {
      // launchBrowser's contexts report every CSP violation as a console error.
      const context = await env.browser.newContext({ viewport, locale: language });
      await chooseLanguage(context, language);
      const page = await context.newPage();
      const problems = watchProblems(page);
      for (const url of URLS) {
        const response = await page.goto(env.server.url + url, { waitUntil: 'networkidle' });
        expect(response?.status(), url).toBe(200);
        expect(response?.headers()['content-security-policy'], url).toContain("script-src 'self'");
        const main = page.locator('main');
        await main.first().waitFor({ state: 'visible' });
        expect((await main.first().innerText()).trim().length, `${url} shows something`).toBeGreaterThan(0);
        expect(await page.getAttribute('html', 'lang')).toBe(language);
        await screenshot(page, shotName(url, viewport.name, language));
      }
      expect(problems.consoleErrors).toEqual([]);
      const expected = (request: string) => EXPECTED_REFUSALS.some((refusal) => refusal.request.test(request) && URLS.some((url) => refusal.url.test(url)));
      expect(problems.failedRequests.filter((request) => !expected(request))).toEqual([]);
      await context.close();
    });
  }
});
