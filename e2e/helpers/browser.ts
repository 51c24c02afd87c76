import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Debian's Chromium, as browser tests run it: its headless shell, the same engine without the
 * desktop browser around it (Playwright's own default for headless runs), which does the same work
 * for about half the CPU (docs/decisions/014-chromium-headless-shell-for-browser-tests.md).
 * CHROMIUM_PATH picks another build. The project never downloads a browser.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The full browser, for figures that should be a person's browser's (the signer page bench). */
export const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Screenshots are for a person to look at. The full run (`npm run validate`, CI) sets
 * SIGNET_SCREENSHOTS=0: nobody opens its pictures, and full-page PNGs of every route at every width
 * cost it minutes of CPU. A single file run, or SIGNET_SCREENSHOTS=1, takes them.
 */
export function takesScreenshots(): boolean {
  return process.env.SIGNET_SCREENSHOTS !== '0';
}

export const SCREENSHOT_DIR = fileURLToPath(new URL('../../screenshots', import.meta.url));

export async function launchBrowser(executablePath = TEST_CHROMIUM_PATH): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: run scripts/test.sh, which installs Debian's chromium and chromium-headless-shell`);
  }
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Every page of every test reports CSP violations as console errors (see reportCspViolations).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    // Waits give up after a minute, not Playwright's 30 s: they catch a hang, and on a loaded
    // machine a first page load (every chunk compiled) has taken longer than 30 s.
    context.setDefaultTimeout(60_000);
    await reportCspViolations(context);
    return context;
  };
  return browser;
}

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

/** Collects console errors, page errors and failed or erroring requests of a page. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    // Chromium logs every 4xx/5xx response as a console error; those are in failedRequests
    // already, so tests that expect an error answer (a 2008 device check) can still assert a clean console.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: the server responded')) {
      problems.consoleErrors.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // The page itself cancelled it (pdf.js stops reading a document file when its viewer unmounts;
    // files are no-store, so the browser no longer finishes them from its cache first).
    if (reason === 'net::ERR_ABORTED' && request.resourceType() === 'fetch') return;
    // Likewise a script of ours (pdf.js's worker, a lazy chunk such as the pdf.js viewer) still loading
    // when the test navigates on: leaving the page cancels it. A chunk that is really missing answers
    // 404 (caught below), and a lazy import that really fails is a page error.
    if (reason === 'net::ERR_ABORTED' && /^\/assets\/[^/]+\.m?js$/.test(new URL(request.url()).pathname)) return;
    problems.failedRequests.push(`${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/**
 * Turns every Content-Security-Policy violation in the context's pages into a console
 * error, so watchProblems sees it even where Chromium reports it quietly.
 */
export async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

/**
 * Waits until the page is still: web fonts loaded, and no transition or finite animation running (a
 * dialog fading in, a drawer sliding). What is measured or pictured then is what a person sees once
 * the page settles, not a frame mid-fade. Endless animations (a spinner) do not count. Two frames
 * first, so a transition that React starts on the next frame has begun.
 */
export async function waitForStill(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!takesScreenshots()) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * The element's box once it has stopped moving: pages above it may still be rendering and push
 * it down, so a drop aimed at a box measured too early lands somewhere else.
 */
export async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await locator.boundingBox();
  for (let tries = 0; tries < 100; tries += 1) {
    await waitForStill(locator.page());
    const now = await locator.boundingBox();
    if (now && last && now.x === last.x && now.y === last.y && now.width === last.width && now.height === last.height) return now;
    last = now;
  }
  throw new Error('the element kept moving');
}

/** Drags with real pointer events in small steps, as a hand would (dnd-kit waits for a few pixels of movement). */
export async function dragTo(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to drag');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 6, box.y + box.height / 2 + 6, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.move(to.x, to.y + 1, { steps: 2 });
  await page.mouse.up();
}

/**
 * Drags a palette item onto a page, at a fraction of its box, until the field named `field`
 * is there, as a person would: on a loaded machine a drop can go unnoticed (the pointer moved
 * before the editor had measured its pages) or land elsewhere (a page above finished drawing
 * mid-drag and moved the target). A drop that placed nothing is dragged again; one that placed
 * a field under another name is removed with Delete (the new field has the focus) and dragged
 * again. Three tries, then it fails naming what was placed.
 */
export async function dropField(page: Page, from: Locator, onto: Locator, at: { x: number; y: number }, field: string): Promise<void> {
  const placed = page.getByTestId('placed-field');
  const names = () => placed.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  for (let attempt = 1; ; attempt += 1) {
    const before = await placed.count();
    // Clicking a control above (a signer's radio) can scroll the page so the drop point or the palette
    // item leaves the window, and a pointer outside it reaches nothing: bring both in first.
    await from.scrollIntoViewIfNeeded();
    await onto.evaluate((element, fraction) => {
      const rect = element.getBoundingClientRect();
      const y = rect.top + rect.height * fraction;
      if (y < 8 || y > window.innerHeight - 8) element.scrollIntoView({ block: fraction < 0.5 ? 'start' : 'end' });
    }, at.y);
    const box = await settledBox(onto);
    const target = { x: box.x + box.width * at.x, y: box.y + box.height * at.y };
    const start = await from.boundingBox();
    const viewport = page.viewportSize();
    const outside = (point: { x: number; y: number }) => !!viewport && (point.x < 0 || point.y < 0 || point.x > viewport.width || point.y > viewport.height);
    if (!start || outside(target) || outside({ x: start.x + start.width / 2, y: start.y + start.height / 2 })) {
      throw new Error(`cannot drag "${field}" inside the window: from ${JSON.stringify(start)} to ${JSON.stringify(target)} in ${JSON.stringify(viewport)}`);
    }
    await dragTo(page, from, target);
    const arrived = await page
      .getByLabel(field)
      .waitFor({ timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (arrived) return;
    const after = await placed.count();
    if (attempt >= 3) throw new Error(`no "${field}" after ${attempt} drops; placed: ${JSON.stringify(await names())}`);
    if (after > before) {
      await page.keyboard.press('Delete');
      await expect.poll(() => placed.count(), { timeout: 20_000 }).toBe(before);
    }
  }
}

/**
 * Turns a Mantine switch on by clicking its visible label, as a person does. The input itself is
 * covered by the drawn track, so a forced click at its centre can land on whatever a layout shift
 * (a row opening above) has just moved there; clicking the label waits until it is stable.
 */
export async function switchOn(control: Locator): Promise<void> {
  const id = await control.getAttribute('id');
  if (!id) throw new Error('the switch has no id for its label');
  if (await control.isChecked()) return;
  await control.page().locator(`label[for="${id}"]`).last().click();
  await control.page().waitForFunction((inputId) => (document.getElementById(inputId) as HTMLInputElement | null)?.checked === true, id);
}

/** Nothing on the page is wider than the window (no sideways scrolling). */
export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
