import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './helpers/axe.js';
import { launchBrowser, screenshot, waitForStill, watchProblems } from './helpers/browser.js';

/*
 * The signer kit (apps/web/src/signer-app/kit) in Chromium: a harness page of its interactive
 * parts, built with Vite and served from memory, driven by keyboard and pointer as a signer would.
 */

const harness = fileURLToPath(new URL('../apps/web/src/signer-app/kit/testing/', import.meta.url));
let out = '';
let browser: Browser;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function openHarness(width = 1024): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.route('http://kit.test/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    const file = path.join(out, pathname === '/' ? 'index.html' : pathname);
    await route.fulfill({ body: await readFile(file), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
  });
  await page.goto('http://kit.test/');
  await page.getByRole('heading', { name: 'Signer kit' }).waitFor();
  return page;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent || '');

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'signer-kit-'));
  await build({ configFile: false, root: harness, base: '/', logLevel: 'warn', build: { outDir: out, emptyOutDir: true, minify: false } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

describe('the signer kit in Chromium', () => {
  it('opens a dialog named by its title, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const page = await openHarness();
    const problems = watchProblems(page);
    await page.focus('#open-dialog');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Decline to sign' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => focusedId(page)).toBe('reason');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('submit');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedId(page)).toBe('submit');
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await screenshot(page, 'signer-kit/dialog-1024');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedId(page)).toBe('open-dialog');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(problems.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('closes the dialog from its × and by a click outside', async () => {
    const page = await openHarness();
    await page.click('#open-dialog');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.click('#open-dialog');
    await page.mouse.click(5, 5);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('runs a menu button from the keyboard', async () => {
    const page = await openHarness();
    const target = page.locator('#menu-target');
    expect(await target.getAttribute('aria-haspopup')).toBe('menu');
    expect(await target.getAttribute('aria-expanded')).toBe('false');
    await target.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await target.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getAttribute('aria-labelledby')).toBe('menu-target');
    expect(await focusedId(page)).toBe('View');
    await page.keyboard.press('ArrowDown');
    expect(await focusedId(page)).toBe('Later');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focusedId(page)).toBe('Decline');
    await page.keyboard.press('Home');
    expect(await focusedId(page)).toBe('View');
    expect(await axeViolations(page, 'menu')).toEqual([]);
    await screenshot(page, 'signer-kit/menu-1024');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focusedId(page)).toBe('menu-target');
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached' });
    expect(await page.locator('#log').textContent()).toContain('item: decline');
    expect(await focusedId(page)).toBe('menu-target');
    await page.context().close();
  });

  it('fills the code boxes from a paste and steps back on Backspace', async () => {
    const page = await openHarness();
    const box = (n: number) => page.getByRole('textbox', { name: `Code digit ${n}` });
    await box(3).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', '123456');
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => page.locator('#code-value').textContent()).toBe('123456');
    expect(await page.locator('#log').textContent()).toContain('complete: 123456');
    await page.keyboard.press('Backspace');
    expect(await page.locator('#code-value').textContent()).toBe('12345');
    await page.keyboard.press('Backspace');
    expect(await page.locator('#code-value').textContent()).toBe('1234');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Code digit 5');
    await box(1).focus();
    await page.keyboard.type('9');
    expect(await page.locator('#code-value').textContent()).toBe('9234');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Code digit 2');
    await page.context().close();
  });

  it('moves a segmented control and a radio group with the arrow keys, and toggles a checkbox by its label', async () => {
    const page = await openHarness();
    await page.getByRole('radio', { name: 'Contract' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#document-value').textContent()).toBe('two');
    expect(await page.getByRole('radio', { name: 'Annex' }).isChecked()).toBe(true);
    await page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio', { name: 'Red' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Blue' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radio', { name: 'Blue' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByText('I agree to sign electronically').click();
    expect(await page.locator('#agreed').textContent()).toBe('agreed');
    expect(await page.getByRole('checkbox', { name: 'I agree to sign electronically' }).isChecked()).toBe(true);
    await page.context().close();
  });

  it('shows a tooltip on keyboard focus, named in aria-describedby, and hides a closed collapse', async () => {
    const page = await openHarness();
    await page.locator('#menu-target').focus();
    await page.keyboard.press('Tab');
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toBe('Zoom in');
    expect(await page.locator('#zoom').getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'detached' });
    expect(await page.locator('#more').isHidden()).toBe(true);
    await page.click('#more-toggle');
    expect(await page.locator('#more').isVisible()).toBe(true);
    await page.context().close();
  });

  it('has no axe violations and shows its focus rings, at 360 and 1440 px', async () => {
    for (const width of [360, 1440]) {
      const page = await openHarness(width);
      expect(await axeViolations(page, `harness ${width}`)).toEqual([]);
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
      expect(outline).toBe('solid');
      await waitForStill(page);
      await screenshot(page, `signer-kit/harness-${width}`);
      await page.context().close();
    }
  });
});
