/**
 * npm run bench (part): the signer's page in Chromium as a 390 px phone with an empty cache, served
 * by the app in a process of its own (signer-page-server.ts: PGlite in memory, the built web app and
 * signer's pages), for a 100- and a 500-page contract: when page 1 is visible (the server's first
 * screen, issue 37) and when the page is interactive (drawn by the script, a field to tap), and the
 * script on the wire before each. The baseline, measured in the same run, is the same page with the
 * page images refused, so it draws with pdf.js as every signer's page did before issue 37.
 *
 *   BENCH_PAGES=100,500 BENCH_RUNS=3 node --conditions=source --import tsx e2e/bench/signer-page-bench.ts
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Browser } from 'playwright-core';
import { FULL_CHROMIUM_PATH, launchBrowser } from '../helpers/browser.js';
import { weighSignerPage, type SignerPageWeight } from '../helpers/page-weight.js';
import { defaultWebRoot, signerRootOf } from '../../apps/server/src/http/web-app.js';
import { noBaselineFigure } from '../../apps/server/scripts/bench/runtimes.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_VISIBLE_MS = 500;
const GOAL_INTERACTIVE_MS = 1000;
const GOAL_SCRIPT_KB = 150;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const met = (value: number, goal: number) => (value <= goal ? 'met' : 'NOT met');

async function measure(browser: Browser, link: string, refuseImages: boolean): Promise<SignerPageWeight[]> {
  const runs: SignerPageWeight[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await weighSignerPage(browser, link, { refuseImages }));
  return runs;
}

if (!existsSync(path.join(signerRootOf(defaultWebRoot), 'sign.html'))) {
  console.log('signer page: no signer build in apps/web/dist-signer; run `npm run build` first.');
  process.exit(0);
}

const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(import.meta.dirname, 'signer-page-server.ts')], { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
const browser = await launchBrowser(FULL_CHROMIUM_PATH);
try {
  const lines = createInterface({ input: server.stdout });
  let ready: { links: { pages: number; link: string; pdfBytes: number }[] } | undefined;
  for await (const line of lines) {
    if (line.startsWith('{"links"')) {
      ready = JSON.parse(line) as typeof ready;
      break;
    }
  }
  if (!ready) throw new Error('the bench server stopped before it printed its links');
  // A running server has compiled its code and filled its caches; the first page a fresh process
  // serves pays for that once (about 150 ms here), so one load is made and not counted.
  const [first] = ready.links;
  if (first) await weighSignerPage(browser, first.link);
  console.log(`signer page, Chromium 390 px, empty cache (median of ${RUNS}, after one load that warms the server); baseline: the same page drawn by pdf.js (images refused), same run:`);
  for (const { pages, link, pdfBytes } of ready.links) {
    const images = await measure(browser, link, false);
    const baseline = await measure(browser, link, true);
    const visible = median(images.map((run) => run.visibleMs));
    const interactive = median(images.map((run) => run.interactiveMs));
    const script = median(images.map((run) => run.scriptBytes));
    console.log(`  ${pages} pages (PDF ${kb(pdfBytes)}):`);
    console.log(`    page 1 visible          ${`${visible} ms`.padStart(8)}   goal ≤ ${GOAL_VISIBLE_MS} ms ${met(visible, GOAL_VISIBLE_MS)}   baseline ${median(baseline.map((run) => run.visibleMs))} ms`);
    console.log(`    interactive             ${`${interactive} ms`.padStart(8)}   goal ≤ ${GOAL_INTERACTIVE_MS} ms ${met(interactive, GOAL_INTERACTIVE_MS)}   baseline ${median(baseline.map((run) => run.interactiveMs))} ms`);
    console.log(`    script before visible   ${kb(median(images.map((run) => run.scriptBytesBeforeVisible))).padStart(8)}   baseline ${kb(median(baseline.map((run) => run.scriptBytesBeforeVisible)))}`);
    console.log(`    all bytes before visible ${kb(median(images.map((run) => run.bytesBeforeVisible))).padStart(7)}   baseline ${kb(median(baseline.map((run) => run.bytesBeforeVisible)))} (the page, its styles, scripts, image or PDF)`);
    console.log(`    script to interactive   ${kb(script).padStart(8)}   goal ≤ ${GOAL_SCRIPT_KB} KB ${met(script, GOAL_SCRIPT_KB * 1024)}   baseline ${kb(median(baseline.map((run) => run.scriptBytes)))} (pdf.js ${kb(median(baseline.map((run) => run.pdfJsBytes)))})`);
    console.log(`    images / PDF bytes      ${kb(median(images.map((run) => run.imageBytes))).padStart(8)}   baseline PDF ${kb(median(baseline.map((run) => run.documentBytes)))}`);
  }
  noBaselineFigure('its server uploads the contracts it serves');
} finally {
  await browser.close();
  server.kill();
}
