/**
 * Decision 025's comparison of page renderers on this machine: pdf.js (legacy build) drawing
 * on @napi-rs/canvas, a WebAssembly PDFium (@hyzyla/pdfium) with sharp encoding, and pdftoppm
 * (poppler) as the reference. For a 500-page contract it prints, per renderer: the time to open
 * the file and draw page 1, the median of 3 draws of pages 1 and 250 at 800 and 1600 px, the
 * process's peak RSS, and each picture's mean absolute difference from pdftoppm's at the same
 * size (0 to 255 per channel). Page 250 carries a photograph and Chinese text.
 *
 *   node --conditions=source --import tsx apps/server/scripts/bench/page-render-compare.ts
 *
 * Each renderer runs in a child process of its own so its peak RSS is its own. PDFium is a
 * devDependency kept for this comparison only; without it, its row is skipped.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { makeSampleContract } from './sample-contract-pdf.js';

const run = promisify(execFile);
const PAGES = Number(process.env.COMPARE_PAGES ?? 500);
const LATER = Math.ceil(PAGES / 2);
const WIDTHS = [800, 1600];
const TRIES = 3;
const A4_RATIO = 841.89 / 595.28;
const heightOf = (width: number) => Math.round(width * A4_RATIO);

type Renderer = 'pdfjs' | 'pdfium';
interface Timing {
  page: number;
  width: number;
  medianMs: number;
}
interface ChildReport {
  /** Loading the library (once per process), opening the file, drawing page 1 the first time. */
  loadMs: number;
  openMs: number;
  firstMs: number;
  timings: Timing[];
  maxRssMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Draws one page to raw RGBA pixels, width × height(width). */
type DrawPage = (page: number, width: number) => Promise<Buffer>;

type Open = (bytes: Uint8Array) => Promise<DrawPage>;

async function loadPdfjs(): Promise<Open> {
  const { renderPdfjsPage, openPdfjsDocument } = await import('./pdfjs-render-page.js');
  return async (bytes) => {
    const doc = await openPdfjsDocument(bytes);
    return async (page, width) => (await renderPdfjsPage(doc, page, width)).rgba;
  };
}

async function loadPdfium(): Promise<Open> {
  const { PDFiumLibrary } = await import('@hyzyla/pdfium');
  const library = await PDFiumLibrary.init();
  return async (bytes) => {
    const doc = await library.loadDocument(bytes);
    return async (page, width) => {
      const rendered = await doc.getPage(page - 1).render({ width, height: heightOf(width), render: 'bitmap' });
      return Buffer.from(rendered.data);
    };
  };
}

/** The child: opens the PDF, draws every page and width TRIES times, writes the pictures, reports. */
async function child(renderer: Renderer, pdfPath: string, outDir: string): Promise<void> {
  const bytes = new Uint8Array(await readFile(pdfPath));
  const [open, loadMs] = await timed(() => (renderer === 'pdfjs' ? loadPdfjs() : loadPdfium()));
  const [draw, openMs] = await timed(() => open(bytes));
  const [, firstMs] = await timed(() => draw(1, WIDTHS[0] ?? 800));
  const timings: Timing[] = [];
  for (const page of [1, LATER]) {
    for (const width of WIDTHS) {
      const times: number[] = [];
      let pixels: Buffer = Buffer.alloc(0);
      for (let i = 0; i < TRIES; i++) {
        const [drawn, ms] = await timed(() => draw(page, width));
        pixels = drawn;
        times.push(ms);
      }
      timings.push({ page, width, medianMs: median(times) });
      await sharp(pixels, { raw: { width, height: heightOf(width), channels: 4 } }).png().toFile(path.join(outDir, `${renderer}-${page}-${width}.png`));
    }
  }
  const report: ChildReport = { loadMs, openMs, firstMs, timings, maxRssMb: process.resourceUsage().maxRSS / 1024 };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

function runChild(renderer: Renderer, pdfPath: string, outDir: string): Promise<ChildReport | null> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--child', renderer, pdfPath, outDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('close', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      resolve(code === 0 && line.startsWith('{') ? (JSON.parse(line) as ChildReport) : null);
    });
  });
}

/** pdftoppm for one page at one width: the picture's path and the time. */
async function poppler(pdfPath: string, outDir: string, page: number, width: number): Promise<number> {
  const args = ['-f', String(page), '-l', String(page), '-scale-to-x', String(width), '-scale-to-y', String(heightOf(width)), '-png', '-singlefile', pdfPath, path.join(outDir, `pdftoppm-${page}-${width}`)];
  const [, ms] = await timed(() => run('pdftoppm', args));
  return ms;
}

async function popplerPeakRssMb(pdfPath: string, outDir: string): Promise<number | null> {
  try {
    const { stderr } = await run('/usr/bin/time', ['-f', '%M', 'pdftoppm', '-f', String(LATER), '-l', String(LATER), '-scale-to-x', '1600', '-scale-to-y', String(heightOf(1600)), '-png', '-singlefile', pdfPath, path.join(outDir, 'rss')]);
    return Number(stderr.trim().split('\n').pop()) / 1024;
  } catch {
    return null;
  }
}

/**
 * Mean absolute difference per RGB channel between two pictures of the same size, 0 to 255.
 * `blur` first softens both by a Gaussian of that sigma: text placed a fraction of a pixel
 * apart differs a lot pixel by pixel though a reader sees the same page.
 */
async function meanDifference(a: string, b: string, blur = 0): Promise<number> {
  const read = (file: string) => {
    const image = sharp(file).flatten({ background: '#ffffff' }).removeAlpha();
    return (blur > 0 ? image.blur(blur) : image).raw().toBuffer();
  };
  const [left, right] = await Promise.all([read(a), read(b)]);
  if (!left || !right || left.length !== right.length) return NaN;
  let sum = 0;
  for (let i = 0; i < left.length; i++) sum += Math.abs((left[i] ?? 0) - (right[i] ?? 0));
  return sum / left.length;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'signet-render-compare-'));
  try {
    const pdfPath = path.join(dir, 'contract.pdf');
    await writeFile(pdfPath, await makeSampleContract(PAGES, LATER));
    console.log(`Page renderers, a ${PAGES}-page A4 contract (page ${LATER}: photograph and Chinese text), median of ${TRIES}:`);
    const popplerTimes: Timing[] = [];
    for (const page of [1, LATER]) {
      for (const width of WIDTHS) {
        const times: number[] = [];
        for (let i = 0; i < TRIES; i++) times.push(await poppler(pdfPath, dir, page, width));
        popplerTimes.push({ page, width, medianMs: median(times) });
      }
    }
    const rows: [string, ChildReport | null][] = [
      ['pdftoppm (reference)', { loadMs: NaN, openMs: NaN, firstMs: NaN, timings: popplerTimes, maxRssMb: (await popplerPeakRssMb(pdfPath, dir)) ?? NaN }],
      ['pdf.js + @napi-rs/canvas', await runChild('pdfjs', pdfPath, dir)],
      ['PDFium (WebAssembly)', await runChild('pdfium', pdfPath, dir)],
    ];
    for (const [name, report] of rows) {
      if (!report) {
        console.log(`  ${name}: not available here, skipped`);
        continue;
      }
      const prefix = name.startsWith('pdftoppm') ? 'pdftoppm' : name.startsWith('pdf.js') ? 'pdfjs' : 'pdfium';
      const parts: string[] = [];
      for (const timing of report.timings) {
        const mine = path.join(dir, `${prefix}-${timing.page}-${timing.width}.png`);
        const reference = path.join(dir, `pdftoppm-${timing.page}-${timing.width}.png`);
        const fidelity =
          prefix === 'pdftoppm' ? '' : ` (diff ${(await meanDifference(mine, reference)).toFixed(2)}, blurred ${(await meanDifference(mine, reference, 1.5)).toFixed(2)})`;
        parts.push(`p${timing.page}@${timing.width} ${timing.medianMs.toFixed(0)} ms${fidelity}`);
      }
      const first = Number.isNaN(report.firstMs)
        ? ''
        : `load ${report.loadMs.toFixed(0)} ms, open ${report.openMs.toFixed(0)} ms, first page ${report.firstMs.toFixed(0)} ms; `;
      console.log(`  ${name}: ${first}${parts.join('; ')}; peak RSS ${report.maxRssMb.toFixed(0)} MB`);
    }
    for (const width of WIDTHS) {
      const picture = await readFile(path.join(dir, `pdfjs-${LATER}-${width}.png`));
      const text = await readFile(path.join(dir, `pdfjs-1-${width}.png`));
      const sizes = await Promise.all(
        [text, picture].map(async (png) => {
          const webp = await sharp(png).webp({ quality: 80 }).toBuffer();
          const webpLossless = await sharp(png).webp({ lossless: true }).toBuffer();
          const palette = await sharp(png).png({ palette: true }).toBuffer();
          const kb = (bytes: Buffer) => `${(bytes.length / 1024).toFixed(0)} KB`;
          return `WebP q80 ${kb(webp)}, WebP lossless ${kb(webpLossless)}, PNG (palette) ${kb(palette)}`;
        }),
      );
      console.log(`  stored size at ${width} px: text page ${sizes[0]}; picture page ${sizes[1]}`);
    }
    if (process.env.COMPARE_KEEP) console.log(`  pictures kept in ${dir}`);
  } finally {
    if (!process.env.COMPARE_KEEP) await rm(dir, { recursive: true, force: true });
  }
}

const [flag, renderer, pdfPath, outDir] = process.argv.slice(2);
if (flag === '--child' && (renderer === 'pdfjs' || renderer === 'pdfium') && pdfPath && outDir) await child(renderer, pdfPath, outDir);
else await main();
