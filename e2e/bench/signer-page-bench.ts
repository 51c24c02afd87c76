/**
 * npm run bench (part): the signer's page in Chromium as a 390 px phone with an empty cache,
 * served by the app in this process (PGlite in memory, the built web app in apps/web/dist):
 * the script it downloads before pdf.js (bytes on the wire, compressed), and the time from
 * opening the e-mail link to page 1 of a 500-page PDF drawn. The baseline, measured in the
 * same run, is the same page with byte ranges refused, so pdf.js must fetch the whole file first.
 *
 *   BENCH_PAGES=500 BENCH_RUNS=3 node --conditions=source --import tsx e2e/bench/signer-page-bench.ts
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { weighSignerPage, type SignerPageWeight } from '../helpers/page-weight.js';
import { defaultWebRoot } from '../../apps/server/src/http/web-app.js';
import { createAgreement, saveFields, sendAgreement, signatureField, signer } from '../../apps/server/test/helpers/agreements.js';
import { buildTestApp } from '../../apps/server/test/helpers/app.js';
import { signInOnPlan, upload } from '../../apps/server/test/helpers/drive.js';
import { latestLink } from '../../apps/server/test/helpers/signing.js';

const PAGES = Number(process.env.BENCH_PAGES ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_SCRIPT_KB = 150;
const GOAL_FIRST_PAGE_MS = 1000;

/** A text contract of `pages` pages, as a long agreement really is (not scanned images). */
async function longContract(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const line = 'The parties agree to the terms set out in this section and in the schedules attached. ';
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Section ${n}`, { x: 72, y: 770, size: 16, font });
    for (let row = 0; row < 40; row++) page.drawText(`${row + 1}. ${line}`.slice(0, 95), { x: 72, y: 740 - row * 16, size: 10, font });
  }
  return Buffer.from(await doc.save());
}

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

const t = await buildTestApp('pglite', { webRoot: defaultWebRoot });
const browser = await launchBrowser();
try {
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const me = await signInOnPlan(t, 'individual');
  const pdf = await longContract(PAGES);
  const uploaded = await upload(t, me.token, 'Master agreement.pdf', pdf);
  if (uploaded.code !== 200) throw new Error(`upload: ${uploaded.code} ${uploaded.msg}`);
  const ann = signer('Ann Lee');
  const draft = (await createAgreement(t, me.token, { documents: [{ documentId: uploaded.result.id }], recipients: [ann] })).result;
  const [document] = draft.documents;
  const [recipient] = draft.recipients;
  if (!document || !recipient) throw new Error('no document or recipient');
  const ready = (await saveFields(t, me.token, draft.id, { revision: draft.revision, fields: [signatureField(recipient.id, document.id)] })).result;
  const sent = await sendAgreement(t, me.token, ready.id, ready.revision);
  if (sent.code !== 200) throw new Error(`send: ${sent.code} ${sent.msg}`);
  const mailed = await latestLink(t, ann.email);
  const link = `${base}/sign/start/${mailed.recipientId}/noticeView/${mailed.noticeId}?t=${mailed.token}`;

  const withRanges = await measure(browser, link, true);
  const whole = await measure(browser, link, false);
  const [first] = withRanges;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`signer page, Chromium 390 px, empty cache, ${PAGES}-page PDF of ${kb(pdf.length)} (median of ${RUNS}):`);
  console.log(`  script before pdf.js (compressed, on the wire)   ${kb(first?.scriptBytes ?? 0).padStart(8)}   goal ≤ ${GOAL_SCRIPT_KB} KB ${(first?.scriptBytes ?? 0) <= GOAL_SCRIPT_KB * 1024 ? 'met' : 'NOT met'}   (${first?.scripts.length} files; pdf.js ${kb(first?.pdfJsBytes ?? 0)} after it: ${first?.pdfJsLast ? 'yes' : 'no'})`);
  const ranged = median(withRanges.map((run) => run.firstPageMs));
  console.log(`  first page drawn, byte ranges                    ${`${ranged} ms`.padStart(8)}   goal ≤ ${GOAL_FIRST_PAGE_MS} ms ${ranged <= GOAL_FIRST_PAGE_MS ? 'met' : 'NOT met'}   PDF bytes fetched ${kb(median(withRanges.map((run) => run.documentBytes)))}`);
  console.log(`  baseline: first page, whole file first           ${`${median(whole.map((run) => run.firstPageMs))} ms`.padStart(8)}   PDF bytes fetched ${kb(median(whole.map((run) => run.documentBytes)))}`);
} finally {
  await browser.close();
  await t.close();
}
