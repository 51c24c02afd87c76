import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import * as contract from '@signet/contracts';
import { makePdf } from '../apps/server/test/helpers/sample-files.js';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, signInContext } from './helpers/accounts.js';
import { axeViolations } from './helpers/axe.js';
import { SCREENSHOT_DIR, fitsWidth, screenshot, takesScreenshots, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { sendTypedFieldsAgreement, sendTypedFieldsFromTemplate } from './helpers/field-types-agreement.js';

const run = promisify(execFile);

/** A red ring on white paper, as a photographed stamp. */
const stampPng = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#fff"/><circle cx="100" cy="100" r="80" fill="none" stroke="#c00" stroke-width="14"/></svg>'))
    .png()
    .toBuffer();

/** Issue 36: the signer's side of every new field type, on a phone, by keyboard, in both languages. */
describe('field types on the signer’s page in Chromium', () => {
  const env = useServerAndBrowser();

  it('lets a phone signer fill one field of every type of a template used with prefill, a conditional one after its box is ticked, and seals every value', async () => {
    const { link, status, flowId, token } = await sendTypedFieldsFromTemplate(env.server.url, env.browser);
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-US' });
    await chooseLanguage(context, 'en-US');
    const page = await context.newPage();
    const problems = watchProblems(page);
    const shot = (name: string) => screenshot(page, `signer/field-types-${name}-390-en-US`);
    await page.goto(link);
    await page.getByTestId('consent-bar').getByRole('checkbox').tap();
    await page.getByTestId('consent-bar').waitFor({ state: 'detached' });
    const progress = page.locator('#sign-progress');
    // The sender prefilled the hours and the address when using the template.
    expect(await progress.innerText()).toBe('2 of 9 fields');
    // The label is the sender's text on the page, not a step.
    expect(await page.locator('[data-field-type="label"]').innerText()).toBe('Part 2: your details');

    // The company's name is asked for only once its box is ticked.
    expect(await page.locator('[data-field-type="text"]').count()).toBe(0);
    await page.locator('[data-field-type="checkbox"]').tap();
    await page.locator('[data-field-type="text"]').waitFor();
    expect(await progress.innerText()).toBe('2 of 10 fields');

    const input = page.getByTestId('guided-input');
    const panel = page.getByTestId('guided-panel');
    const next = () => page.getByRole('button', { name: 'Next field', exact: true }).tap();
    // A tap on the new field on the page makes it the one filled below.
    await page.locator('[data-field-type="text"]').tap();
    await panel.getByLabel('Company').fill('Acme Ltd');

    // "Next field" passes over what is filled: the prefilled hours are changed by a tap on their box.
    await page.locator('[data-field-type="number"]').tap();
    await panel.getByText('Up to 60, halves allowed.').waitFor();
    expect(await input.getAttribute('inputmode')).toBe('decimal');
    await input.fill('12.25');
    await input.press('Enter');
    await panel.getByText('Use at most 1 digits after the decimal point.').waitFor();
    await input.fill('12.5');
    await shot('1-number');

    await next();
    expect(await input.getAttribute('type')).toBe('date');
    await input.fill('2026-12-01');
    await expect.poll(() => page.locator('[data-field-type="date"]').innerText()).toContain('Dec 1, 2026');

    await next();
    await input.selectOption('Shanghai');

    // A radio group's boxes are chosen right on the page.
    await next();
    await page.getByRole('radio', { name: 'Option Part time' }).first().tap();
    await expect.poll(() => page.locator('[data-field-type="radio"] [aria-checked="true"]').getAttribute('aria-label')).toBe('Option Part time');

    await next();
    expect(await input.getAttribute('type')).toBe('tel');
    await input.fill('+86 138 1234 5678');

    await page.locator('[data-field-type="textarea"]').tap();
    expect(await input.inputValue()).toBe('Unknown yet');
    await input.fill('1 Harbour Road\nShanghai');
    expect(await page.locator('[data-field-type="textarea"]').innerText()).toContain('Shanghai');

    await next();
    const passport = await makePdf(1);
    await panel.locator('input[type=file]').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: passport });
    await panel.getByTestId('guided-attachment').waitFor();
    expect(await panel.getByTestId('guided-attachment').innerText()).toMatch(/^passport\.pdf · \d/);
    await shot('2-attachment');

    await next();
    await panel.locator('input[type=file]').setInputFiles({ name: 'stamp.png', mimeType: 'image/png', buffer: await stampPng() });
    await page.locator('[data-field-type="stamp"] img').waitFor();
    await shot('3-stamp');
    expect(await axeViolations(page, 'guided stamp')).toEqual([]);

    await next();
    await page.getByRole('button', { name: 'Add your signature' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Create your signature' });
    await dialog.getByRole('button', { name: 'Adopt and sign' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('All fields done. Choose Finish to sign.').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot('4-all-done');

    await page.getByRole('button', { name: 'Finish' }).tap();
    await page.waitForURL(/\/sign\/finish\/\d+$/);
    await expect.poll(status, { timeout: 15_000 }).toBe('completed');
    // The finish page lists the file attached, for the recipients to download.
    await page.getByRole('button', { name: 'Download passport.pdf' }).waitFor();
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
    const passportSha256 = createHash('sha256').update(passport).digest('hex');

    // The sender finds it on the agreement's page and downloads the very file.
    const senderContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(senderContext, token);
    const senderPage = await senderContext.newPage();
    await senderPage.goto(`${env.server.url}/agreement/${String(flowId)}`);
    const attachments = senderPage.getByRole('region', { name: 'Files attached by signers' });
    await attachments.getByText(/^From Ann Lee · /).waitFor();
    expect(await attachments.innerText()).toContain(`SHA-256 ${passportSha256.slice(0, 12)}`);
    await screenshot(senderPage, 'signer/field-types-sender-attachments-1440');
    const [download] = await Promise.all([senderPage.waitForEvent('download'), attachments.getByRole('button', { name: 'Download passport.pdf' }).click()]);
    const saved = await download.path();
    expect(createHash('sha256').update(await readFile(saved)).digest('hex')).toBe(passportSha256);
    await senderContext.close();

    // The sealed PDF reads every value (page 1), and its certificate lists the attachment's SHA-256.
    const file = await fetch(`${env.server.url}${contract.buildPath(contract.getAgreementFinalFile.path, { flowId })}`, { headers: { 'x-token': token } });
    const dir = takesScreenshots() ? path.join(SCREENSHOT_DIR, 'signer') : await mkdtemp(path.join(tmpdir(), 'field-types-'));
    await mkdir(dir, { recursive: true });
    const pdf = path.join(dir, 'field-types-sealed.pdf');
    await writeFile(pdf, Buffer.from(await file.arrayBuffer()));
    const { stdout: page1 } = await run('pdftotext', ['-layout', '-f', '1', '-l', '1', pdf, '-']);
    for (const value of ['Part 2: your details', 'Acme Ltd', '12.5', 'Dec 1, 2026', 'Shanghai', '+86 138 1234 5678', '1 Harbour Road', 'passport.pdf']) expect(page1).toContain(value);
    const { stdout: all } = await run('pdftotext', [pdf, '-']);
    expect(all.replace(/\s+/g, '')).toContain(passportSha256);
    // A picture of page 1 to look at: each value stamped where it was filled.
    if (takesScreenshots()) await run('pdftoppm', ['-r', '80', '-f', '1', '-l', '1', '-png', pdf, path.join(dir, 'field-types-sealed')]);
  });

  it('shows every type finished, with no axe violation, at 360 and 1440 px in both languages', async () => {
    const { link } = await sendTypedFieldsAgreement(env.server.url);
    for (const language of ['en-US', 'zh-CN'] as const) {
      for (const width of [360, 1440]) {
        const context = await env.browser.newContext({ viewport: { width, height: width < 500 ? 780 : 900 }, isMobile: width < 500, hasTouch: width < 500, locale: language });
        await chooseLanguage(context, language);
        const page = await context.newPage();
        await page.goto(link);
        await page.locator('[data-field-type="stamp"]').waitFor();
        const consent = page.getByTestId('consent-bar');
        if (await consent.isVisible()) {
          await consent.getByRole('checkbox').click();
          await consent.waitFor({ state: 'detached' });
        }
        await page.locator('[data-field-type="checkbox"]').click();
        await page.locator('[data-field-type="text"]').waitFor();
        if (width > 500) {
          // Keyboard only: the number is typed, the radio chosen with the arrow keys; the help text shows while the number has the keyboard.
          await page.locator('[data-field-type="number"] input').focus();
          await page.keyboard.type('61');
          await page.getByRole('tooltip').filter({ hasText: 'Up to 60, halves allowed.' }).waitFor();
          await page.getByText(language === 'zh-CN' ? '请输入不大于 60 的数。' : 'Enter 60 or less.').waitFor();
          await page.locator('[data-field-type="radio"] [role="radio"]').first().focus();
          await page.keyboard.press('ArrowRight');
          expect(await page.locator('[data-field-type="radio"] [aria-checked="true"]').count()).toBe(1);
          await page.locator('[data-field-type="date"] input').focus();
          await page.keyboard.type('12012026');
        } else {
          await page.locator('[data-field-type="number"]').click();
          await page.getByTestId('guided-input').waitFor();
        }
        await screenshot(page, `signer/field-types-page-${width}-${language}`);
        expect(await axeViolations(page, `field types ${width} ${language}`)).toEqual([]);
        expect(await fitsWidth(page)).toBe(true);
        await context.close();
      }
    }
  });
});
