/**
 * npm run bench (issue 37, point 4): the server's time to draw page 1 and a later page (250 of a
 * 500-page contract; that page carries a photograph and Chinese text) as page images at each
 * width, median of 3, beside pdftoppm drawing the same pages at the same sizes in the same run
 * (skipped when pdftoppm is missing); and the bytes each page image takes in the file store.
 *
 * "The server's time" is what a first request for a page costs behind the route: the PDF handed to
 * the render thread (opened anew each try, as for a document the thread does not hold), drawn by
 * PDFium and encoded as WebP. The thread's start (once per process) is printed on its own line.
 * PAGE_BENCH_PAGES shrinks the document.
 *
 * Issue 39: the whole bench then runs again on the older Node (runtimes.ts) and the server's
 * times of both are printed side by side (PDFium and the WebP encoder, no pdf.js: it runs there).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PAGE_IMAGE_WIDTHS } from '@signet/contracts';
import { PageRenderer } from '../../src/pdf/page-renderer.js';
import { compareWithBaseline, type Figure } from './runtimes.js';
import { makeSampleContract } from './sample-contract-pdf.js';

const run = promisify(execFile);
const PAGES = Number(process.env.PAGE_BENCH_PAGES ?? 500);
const LATER = Math.ceil(PAGES / 2);
const TRIES = 3;
const A4 = { width: 595.28, height: 841.89 };
const sizeAt = (width: number) => ({ width, height: Math.round((width * A4.height) / A4.width) });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function hasPdftoppm(): Promise<boolean> {
  return run('pdftoppm', ['-v']).then(
    () => true,
    () => false,
  );
}

async function main(): Promise<void> {
  const pdf = await makeSampleContract(PAGES, LATER);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const dir = await mkdtemp(path.join(tmpdir(), 'signet-page-bench-'));
  const renderer = new PageRenderer();
  try {
    const pdfPath = path.join(dir, 'contract.pdf');
    await writeFile(pdfPath, pdf);
    console.log(`Page images, a ${PAGES}-page A4 contract of ${(pdf.length / 1024).toFixed(0)} KB (page ${LATER}: photograph and Chinese text), median of ${TRIES}:`);
    // The thread's start and PDFium's loading happen once per process; measured apart.
    const [, startMs] = await timed(() => renderer.render(`${sha256}-warm-up`, 1, [sizeAt(PAGE_IMAGE_WIDTHS[0])], async () => pdf.slice()));
    console.log(`  render thread start with its first page (once per process): ${ms(startMs)}`);
    const figures: Figure[] = [{ label: 'render thread start with its first page', value: startMs, unit: 'ms' }];
    const poppler = await hasPdftoppm();
    let tryNumber = 0;
    for (const page of [1, LATER]) {
      for (const width of PAGE_IMAGE_WIDTHS) {
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < TRIES; i++) {
          // A name the thread does not hold: the PDF is sent and opened again, as for a new document.
          const [images, took] = await timed(() => renderer.render(`${sha256}-${tryNumber++}`, page, [sizeAt(width)], async () => pdf.slice()));
          times.push(took);
          bytes = images[0]?.webp.length ?? 0;
        }
        const baseline: number[] = [];
        if (poppler) {
          const { height } = sizeAt(width);
          for (let i = 0; i < TRIES; i++) {
            const args = ['-f', String(page), '-l', String(page), '-scale-to-x', String(width), '-scale-to-y', String(height), '-png', '-singlefile', pdfPath, path.join(dir, 'poppler')];
            baseline.push((await timed(() => run('pdftoppm', args)))[1]);
          }
        }
        const against = poppler ? `; baseline pdftoppm (PNG) ${ms(median(baseline))}` : '';
        console.log(`  page ${page} at ${width} px: server ${ms(median(times))}${against}; stored ${(bytes / 1024).toFixed(1)} KB`);
        figures.push({ label: `page ${page} at ${width} px, server`, value: median(times), unit: 'ms' });
      }
    }
    if (!poppler) console.log('  (pdftoppm not installed here: no baseline)');
    // Opened once and held, as when a signer pages through one document.
    const [, heldMs] = await timed(() => renderer.render(`${sha256}-${tryNumber - 1}`, LATER - 1, [sizeAt(PAGE_IMAGE_WIDTHS[0])], async () => pdf.slice()));
    console.log(`  page ${LATER - 1} at ${PAGE_IMAGE_WIDTHS[0]} px, the document already open in the thread: ${ms(heldMs)}`);
    figures.push({ label: `page ${LATER - 1} at ${PAGE_IMAGE_WIDTHS[0]} px, document open`, value: heldMs, unit: 'ms' });
    await compareWithBaseline(figures);
  } finally {
    await renderer.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
