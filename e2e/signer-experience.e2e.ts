import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './helpers/accounts.js';
import { axeViolations } from './helpers/axe.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { signThroughApi } from './helpers/signing.js';
import { sendAllFieldsAgreement, sendToSignerAndViewer } from './helpers/signer-agreements.js';

const WIDTHS = [
  { width: 360, height: 780, isMobile: true, hasTouch: true },
  { width: 1440, height: 900 },
] as const;
const LANGUAGES = ['en-US', 'zh-CN'] as const;

describe('the signer experience in Chromium', () => {
  const env = useServerAndBrowser();

  it('has no WCAG 2.2 A/AA violations on any signer page, at 360 and 1440 px, in both languages', async () => {
    const url = env.server.url;
    const found: string[] = [];
    for (const language of LANGUAGES) {
      for (const viewport of WIDTHS) {
        const where = (page: string) => `${page} ${viewport.width}px ${language}`;
        const { link } = await sendAllFieldsAgreement(env.server.url);
        const context = await env.browser.newContext({ viewport, isMobile: 'isMobile' in viewport, hasTouch: 'hasTouch' in viewport, locale: language });
        await chooseLanguage(context, language);
        const page = await context.newPage();
        const problems = watchProblems(page);

        // The link lands on the document, with the consent bar.
        await page.goto(link);
        await page.getByTestId('consent-bar').waitFor();
        // Page 1 as the server's image (issue 37), in the page the script drew.
        await page.locator('[data-page="1"] img[data-page-image="1"]').first().waitFor();
        found.push(...(await axeViolations(page, where('sign, before consent'))));
        await screenshot(page, `signer/arrive-${viewport.width}-${language}`);

        await page.getByTestId('consent-bar').getByRole('checkbox').click();
        await page.getByTestId('consent-bar').waitFor({ state: 'detached' });
        found.push(...(await axeViolations(page, where('sign'))));
        await screenshot(page, `signer/sign-${viewport.width}-${language}`);

        // The signature dialog.
        await page.locator('[data-field-type="signature"]').click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        found.push(...(await axeViolations(page, where('signature dialog'))));
        await screenshot(page, `signer/signature-dialog-${viewport.width}-${language}`);
        await dialog.getByRole('button', { name: language === 'en-US' ? 'Adopt and sign' : '采用并签署' }).click();
        await dialog.waitFor({ state: 'detached' });

        // The document in the full viewer, from Other actions.
        await page.getByRole('button', { name: language === 'en-US' ? 'Other actions' : '其他操作' }).click();
        await page.getByRole('menuitem').first().click();
        // The menu closes on a timer after its fade; axe should not find it half-closed.
        await page.getByRole('menu').waitFor({ state: 'detached' });
        await page.getByRole('dialog').waitFor();
        await page.getByRole('dialog').locator('canvas').first().waitFor();
        found.push(...(await axeViolations(page, where('document dialog'))));
        await screenshot(page, `signer/document-dialog-${viewport.width}-${language}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });

        // Finish before everything is filled says what is missing.
        // (Playwright will not click an aria-disabled button unless forced; a person can.)
        await page.getByRole('button', { name: language === 'en-US' ? 'Finish' : '完成' }).click({ force: true });
        await page.locator('#sign-missing').waitFor();
        found.push(...(await axeViolations(page, where('sign, missing fields'))));
        await screenshot(page, `signer/axe-sign-missing-${viewport.width}-${language}`);

        // A signer who signed (through the API) opens the link again: the finish page; a viewer: the view page.
        const other = await sendToSignerAndViewer(env.server.url);
        await signThroughApi(url, other.signerLink);
        await page.goto(other.signerLink);
        await page.waitForURL(/\/sign\/finish\/\d+$/);
        await page.getByRole('heading', { level: 1 }).waitFor();
        found.push(...(await axeViolations(page, where('finish'))));
        await screenshot(page, `signer/finish-${viewport.width}-${language}`);
        await page.goto(other.viewerLink);
        await page.waitForURL(/\/sign\/view\/\d+$/);
        await page.locator('canvas').first().waitFor();
        found.push(...(await axeViolations(page, where('view'))));
        await screenshot(page, `signer/view-${viewport.width}-${language}`);

        await page.goto(`${url}/sign/error/7601`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        found.push(...(await axeViolations(page, where('error 7601'))));
        expect(problems.consoleErrors).toEqual([]);
        await context.close();
      }
    }
    expect(found).toEqual([]);
  });

  it('signs with the keyboard alone: Tab, Shift+Tab, Enter and Space, from the invitation link to the finish page', async () => {
    const { link } = await sendAllFieldsAgreement(env.server.url);
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(link);
    await page.getByTestId('consent-bar').waitFor();

    /** What has the keyboard now: its accessible name (or text) and tag. */
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const label = element instanceof HTMLInputElement ? element.labels?.[0]?.innerText : undefined;
        return { name: (element?.getAttribute('aria-label') ?? label ?? element?.innerText ?? '').trim(), tag: element?.tagName ?? '', type: element?.getAttribute('type') ?? '' };
      });
    /** Presses the key until the focused element matches, as a keyboard user would keep tabbing. */
    async function tabUntil(matches: (now: { name: string; tag: string; type: string }) => boolean, key: 'Tab' | 'Shift+Tab' = 'Tab') {
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press(key);
        if (matches(await focused())) return;
      }
      throw new Error(`never reached by ${key}; last focus: ${JSON.stringify(await focused())}`);
    }

    // The consent first: Tab to its checkbox, Space ticks it; the keyboard moves on to Start.
    await tabUntil((now) => now.tag === 'INPUT' && now.type === 'checkbox');
    await page.keyboard.press('Space');
    await page.getByTestId('consent-bar').waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused()).name).toBe('Start');

    // Finish can be reached while fields are missing, and says what is missing.
    await page.keyboard.press('Tab');
    expect((await focused()).name).toBe('Finish');
    await page.keyboard.press('Enter');
    await page.getByText(/Still to do before you can finish \(4 fields\): Job title on page 1, Checkbox on page 1, Signature on page 1/).waitFor();
    await page.keyboard.press('Shift+Tab');
    expect((await focused()).name).toBe('Start');

    // Start takes the keyboard to the first field; Enter in a text field moves on.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused()).name).toMatch(/^Job title: Text “Job title”, required, page 1, not filled$/);
    await page.keyboard.type('Director');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused()).name).toMatch(/^Checkbox, required, page 1, not filled$/);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await focused()).name).toMatch(/^Checkbox, required, page 1, filled$/);

    // Tab to the signature; Enter opens the dialog on Type with the name written, Adopt has the keyboard.
    await page.keyboard.press('Tab');
    expect((await focused()).name).toBe('Sign here: Signature, required, page 1, not filled');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create your signature' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Your name' }).inputValue()).toBe('Ann Lee');
    await expect.poll(async () => (await focused()).name).toBe('Adopt and sign');
    // Every control of the dialog is a Tab away: the close button has a name, Draw and Upload need no arrow keys.
    const reached = new Set<string>();
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      reached.add((await focused()).name);
    }
    expect([...reached]).toEqual(expect.arrayContaining(['Close', 'Type', 'Draw', 'Upload', 'Your name', 'Cancel', 'Adopt and sign']));
    // Draw is chosen with Enter, and its drawing area takes the keyboard like any control; Type again with Shift+Tab and Space.
    await tabUntil((now) => now.name === 'Draw');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect((await focused()).name).toMatch(/^Drawing area for your signature/);
    await tabUntil((now) => now.name === 'Type', 'Shift+Tab');
    await page.keyboard.press('Space');
    await tabUntil((now) => now.name === 'Adopt and sign');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // The keyboard went on to the initials, not back to the top of the page.
    await expect.poll(async () => (await focused()).name).toBe('Initial: Initials, required, page 1, not filled');
    await page.keyboard.press('Enter');
    const initials = page.getByRole('dialog', { name: 'Create your initials' });
    await initials.waitFor();
    expect(await initials.getByRole('textbox', { name: 'Your initials' }).inputValue()).toBe('AL');
    await expect.poll(async () => (await focused()).name).toBe('Adopt and sign');
    await page.keyboard.press('Enter');
    await initials.waitFor({ state: 'detached' });

    // All done: the keyboard is on Finish.
    await expect.poll(async () => (await focused()).name).toBe('Finish');
    await page.getByText('All fields done. Choose Finish to sign.').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sign\/finish\/\d+$/);
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
