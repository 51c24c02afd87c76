import { describe, expect, it } from 'vitest';
import { chooseLanguage, createAccount } from './helpers/accounts.js';
import { createDraftWithFields, createReadyDraft, sendDraft, signingLinkIn, type DraftField } from './helpers/agreements.js';
import { axeViolations } from './helpers/axe.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';
import { signThroughApi } from './helpers/signing.js';

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Every kind of field a signer fills, one each, in reading order down page 1. */
const ALL_FIELDS: DraftField[] = [
  { signer: 0, type: 'text', x: 0.1, y: 0.12, width: 0.3, height: 0.03, label: 'Job title' },
  { signer: 0, type: 'checkbox', x: 0.1, y: 0.2, width: 0.03, height: 0.025 },
  { signer: 0, type: 'signature', x: 0.1, y: 0.5, width: 0.3, height: 0.06 },
  { signer: 0, type: 'initials', x: 0.6, y: 0.7, width: 0.1, height: 0.04 },
  { signer: 0, type: 'date_signed', x: 0.6, y: 0.8, width: 0.2, height: 0.03 },
];

const WIDTHS = [
  { width: 360, height: 780, isMobile: true, hasTouch: true },
  { width: 1440, height: 900 },
] as const;
const LANGUAGES = ['en-US', 'zh-CN'] as const;


describe('the signer experience in Chromium', () => {
  const env = useServerAndBrowser();

  /** An agreement sent to a fresh signer, with every kind of field; answers the mailed link. */
  async function sendAgreement() {
    const url = env.server.url;
    const sender = await createAccount(url, 'Dana Park');
    const signer = { name: 'Ann Lee', email: uniqueEmail('ann') };
    const draft = await createDraftWithFields(url, sender.token, [signer], ALL_FIELDS, 'Offer letter');
    const sentAt = new Date(Date.now() - 1000);
    expect((await sendDraft(url, sender.token, draft)).code).toBe(200);
    return { sender, signer, link: signingLinkIn((await waitForMail(url, signer.email, { after: sentAt })).text) };
  }

  /** A one-signature agreement with a viewer; answers both mailed links. */
  async function sendToSignerAndViewer() {
    const url = env.server.url;
    const sender = await createAccount(url, 'Dana Park');
    const signer = { name: 'Ann Lee', email: uniqueEmail('ann') };
    const viewer = { name: 'Vic Viewer', email: uniqueEmail('vic') };
    const draft = await createReadyDraft(url, sender.token, [signer], 'Offer letter', { viewers: [viewer] });
    const sentAt = new Date(Date.now() - 1000);
    expect((await sendDraft(url, sender.token, draft)).code).toBe(200);
    return {
      signerLink: signingLinkIn((await waitForMail(url, signer.email, { after: sentAt })).text),
      viewerLink: signingLinkIn((await waitForMail(url, viewer.email, { after: sentAt })).text),
    };
  }

  it('has no WCAG 2.2 A/AA violations on any signer page, at 360 and 1440 px, in both languages', async () => {
    const url = env.server.url;
    const found: string[] = [];
    for (const language of LANGUAGES) {
      for (const viewport of WIDTHS) {
        const where = (page: string) => `${page} ${viewport.width}px ${language}`;
        const { link } = await sendAgreement();
        const context = await env.browser.newContext({ viewport, isMobile: 'isMobile' in viewport, hasTouch: 'hasTouch' in viewport, locale: language });
        await chooseLanguage(context, language);
        const page = await context.newPage();
        const problems = watchProblems(page);

        // The link lands on the document, with the consent bar.
        await page.goto(link);
        await page.getByTestId('consent-bar').waitFor();
        await page.locator('[data-page="1"] canvas').first().waitFor();
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
        const other = await sendToSignerAndViewer();
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
    const { link } = await sendAgreement();
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

  for (const language of LANGUAGES) {
    it(`guides a phone signer field by field with touch, zoomed in, through one large input (${language})`, async () => {
      const zh = language === 'zh-CN';
      const { link } = await sendAgreement();
      const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: language });
      await chooseLanguage(context, language);
      const page = await context.newPage();
      const problems = watchProblems(page);
      const shot = (name: string) => screenshot(page, `signer/phone-${name}-390-${language}`);
      await page.goto(link);
      await page.getByTestId('consent-bar').waitFor();
      await page.locator('[data-page="1"] canvas').first().waitFor();
      await shot('1-arrive');

      // A field before the consent only points at the consent.
      await page.locator('[data-field-type="signature"]').tap();
      await page.getByText(zh ? '请先勾选同意以电子方式签署，然后再填写各项。' : 'Tick the box to agree to sign electronically, then fill in the fields.').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.getByTestId('consent-bar').getByRole('checkbox').tap();
      await page.getByTestId('consent-bar').waitFor({ state: 'detached' });
      const progress = page.locator('#sign-progress');
      expect(await progress.innerText()).toBe(zh ? '已完成 0 / 4 项' : '0 of 4 fields');

      // Start: the first field (a small text box) is zoomed to and filled through the large input at the bottom.
      await page.getByRole('button', { name: zh ? '开始' : 'Start' }).tap();
      const input = page.getByTestId('guided-input');
      await input.waitFor();
      const inputBox = await input.boundingBox();
      expect(inputBox?.height).toBeGreaterThanOrEqual(44);
      expect(inputBox && inputBox.y + inputBox.height).toBeLessThanOrEqual(844);
      const textField = page.locator('[data-field-type="text"]');
      await expect.poll(async () => (await textField.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
      await expect.poll(async () => {
        const box = await textField.boundingBox();
        return box !== null && box.y > 100 && box.y + box.height < 844 - 200 && box.x >= 0 && box.x + box.width <= 390;
      }).toBe(true);
      await input.fill('Director');
      await shot('2-text');
      expect(await textField.innerText()).toBe('Director');
      expect(await axeViolations(page, 'guided text')).toEqual([]);

      // Next: the checkbox, ticked through the large control.
      await page.getByRole('button', { name: zh ? '下一项' : 'Next field' }).tap();
      await page.locator('input[type="checkbox"][data-testid="guided-input"]').waitFor();
      await page.getByTestId('guided-panel').getByText(zh ? '复选框' : 'Checkbox').tap();
      await expect.poll(() => progress.innerText()).toBe(zh ? '已完成 2 / 4 项' : '2 of 4 fields');

      // Next: the signature; the dialog opens on Type with the name in a handwriting style: one tap adopts it.
      await page.getByRole('button', { name: zh ? '下一项' : 'Next field' }).tap();
      await page.getByRole('button', { name: zh ? '添加签名' : 'Add your signature' }).tap();
      const dialog = page.getByRole('dialog', { name: zh ? '创建您的签名' : 'Create your signature' });
      await dialog.waitFor();
      expect(await dialog.getByTestId('typed-signature-preview').innerText()).toBe('Ann Lee');
      expect(await dialog.getByRole('button', { name: zh ? '输入' : 'Type' }).getAttribute('aria-pressed')).toBe('true');
      await shot('3-signature-dialog');
      expect(await axeViolations(page, 'signature dialog on a phone')).toEqual([]);
      await dialog.getByRole('button', { name: zh ? '采用并签署' : 'Adopt and sign' }).tap();
      await dialog.waitFor({ state: 'detached' });

      // The guide moved on to the initials by itself; they are offered from the name.
      await page.getByRole('button', { name: zh ? '添加姓名缩写' : 'Add your initials' }).tap();
      const initials = page.getByRole('dialog', { name: zh ? '创建您的姓名缩写' : 'Create your initials' });
      expect(await initials.getByTestId('typed-signature-preview').innerText()).toBe('AL');
      await initials.getByRole('button', { name: zh ? '采用并签署' : 'Adopt and sign' }).tap();
      await initials.waitFor({ state: 'detached' });
      await page.getByText(zh ? '全部填写完毕。点击“完成”即可签署。' : 'All fields done. Choose Finish to sign.').waitFor();
      await shot('4-all-done');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.getByRole('button', { name: zh ? '完成' : 'Finish' }).tap();
      await page.waitForURL(/\/sign\/finish\/\d+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot('5-finish');

      // A viewer's page on the same phone.
      const other = await sendToSignerAndViewer();
      await page.goto(other.viewerLink);
      await page.waitForURL(/\/sign\/view\/\d+$/);
      await page.locator('canvas').first().waitFor();
      await shot('6-viewer');
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
