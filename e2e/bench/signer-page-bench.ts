/**
 * npm run bench (part): the signer's page in Chromium as a 390 px phone with an empty cache,
 * served by the app in a process of its own (signer-page-server.ts: PGlite in memory, the built
 * web app in apps/web/dist), so the server does not share an event loop with the browser's driver:
 * the script it downloads before pdf.js (bytes on the wire, compressed), and the time from
 * opening the e-mail link to page 1 of a 500-page PDF drawn. The baseline, measured in the
 * same run, is the same page with byte ranges refused, so pdf.js must fetch the whole file first.
 *
 *   BENCH_PAGES=500 BENCH_RUNS=3 node --conditions=source --import tsx e2e/bench/signer-page-bench.ts
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Browser } from 'playwright-core';
import { FULL_CHROMIUM_PATH, launchBrowser } from '../helpers/browser.js';
import { weighSignerPage, type SignerPageWeight } from '../helpers/page-weight.js';
import { defaultWebRoot } from '../../apps/server/src/http/web-app.js';

const PAGES = Number(process.env.BENCH_PAGES ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_SCRIPT_KB = 150;
const GOAL_FIRST_PAGE_MS = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(browser: Browser, link: string, ranges: boolean): Promise<SignerPageWeight[]> {
  const runs: SignerPageWeight[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await weighSignerPage(browser, link, { refuseRanges: !ranges }));
  return runs;
}

if (!existsSync(path.join(defaultWebRoot, 'index.html'))) {
  console.log('signer page: no web build in apps/web/dist; run `npm run build` first.');
  process.exit(0);
}

const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(import.meta.dirname, 'signer-page-server.ts')], {
  env: { ...process.env, BENCH_PAGES: String(PAGES) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const browser = await launchBrowser(FULL_CHROMIUM_PATH);
try {
  const lines = createInterface({ input: server.stdout });
  let ready: { link: string; pdfBytes: number } | undefined;
  for await (const line of lines) {
    if (line.startsWith('{"link"')) {
      ready = JSON.parse(line) as { link: string; pdfBytes: number };
      break;
    }
  }
  if (!ready) throw new Error('the bench server stopped before it printed a link');
  const { link, pdfBytes } = ready;

  const withRanges = await measure(browser, link, true);
  const whole = await measure(browser, link, false);
  const [first] = withRanges;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`signer page, Chromium 390 px, empty cache, ${PAGES}-page PDF of ${kb(pdfBytes)} (median of ${RUNS}):`);
  console.log(`  script before pdf.js (compressed, on the wire)   ${kb(first?.scriptBytes ?? 0).padStart(8)}   goal ≤ ${GOAL_SCRIPT_KB} KB ${(first?.scriptBytes ?? 0) <= GOAL_SCRIPT_KB * 1024 ? 'met' : 'NOT met'}   (${kb(first?.scriptDecodedBytes ?? 0)} decoded; ${first?.scripts.length} files; pdf.js ${kb(first?.pdfJsBytes ?? 0)} after it: ${first?.pdfJsLast ? 'yes' : 'no'})`);
  const ranged = median(withRanges.map((run) => run.firstPageMs));
  console.log(`  first page drawn, byte ranges                    ${`${ranged} ms`.padStart(8)}   goal ≤ ${GOAL_FIRST_PAGE_MS} ms ${ranged <= GOAL_FIRST_PAGE_MS ? 'met' : 'NOT met'}   PDF bytes fetched ${kb(median(withRanges.map((run) => run.documentBytes)))}`);
  // What no work on the PDF side can go below: the page laid out, with its fields, before pdf.js draws.
  console.log(`  first page placed, before any drawing            ${`${median(withRanges.map((run) => run.placedMs))} ms`.padStart(8)}   (the app's own script evaluated and rendered; see docs/performance/web-delivery.md)`);
  console.log(`  baseline: first page, whole file first           ${`${median(whole.map((run) => run.firstPageMs))} ms`.padStart(8)}   PDF bytes fetched ${kb(median(whole.map((run) => run.documentBytes)))}`);
} finally {
  await browser.close();
  server.kill();
}
