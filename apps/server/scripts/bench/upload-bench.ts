/**
 * npm run bench: uploads a 500-page PDF of almost 50 MB to a real Signet server
 * (a child process on PGlite in a temporary folder) over HTTP, and prints the
 * time and the server's memory. Peak RSS comes from /proc/<pid>/status (VmHWM),
 * and VmRSS is sampled every 50 ms during the upload. The baseline beside it, in the same
 * run: a plain copy of the same bytes to a file in the same folder (what storing alone costs).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS, parseJson } from '@signet/contracts';
import { openDatabase } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { users } from '../../src/db/schema/index.js';
import { createSession } from '../../src/domain/session/create-session.js';
import { makeBigPdf } from './make-big-pdf.js';
import { noBaselineFigure } from './runtimes.js';

const PAGES = 500;
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const MB = 1024 * 1024;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function memoryOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** An enterprise user with a session, written before the server starts (PGlite has one process at a time). */
async function seedUser(dataDir: string): Promise<string> {
  const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
  await migrateDatabase(database);
  const [user] = await database.db.insert(users).values({ email: 'bench@example.com', name: 'Bench', planId: 'enterprise' }).returning();
  if (!user) throw new Error('no user');
  const meta = { locale: 'en-US' as const, browserLocale: null, ip: '127.0.0.1', host: 'localhost', userAgent: 'bench', device: { id: 'bench', type: 'WEB', name: 'Bench', productName: 'Signet', productId: '', version: '', systemVersion: '' } };
  const { token } = await createSession(database.db, { userId: user.id, meta, ttlMs: 3600_000 });
  await database.close();
  return token;
}

async function waitUntilUp(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/v1/drive/documents`)).status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start in time');
}

/** One multipart upload over real HTTP, as a browser's FormData sends it. */
async function upload(base: string, token: string, bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), fileName);
  const res = await fetch(`${base}/v1/drive/documents`, { method: 'POST', headers: { 'x-token': token }, body: form });
  return parseJson(await res.text()) as { code: number; msg: string; data: { pageCount?: number } };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'signet-bench-'));
  let started = Date.now();
  const pdf = await makeBigPdf(PAGES, LIMITS.maxFileBytes - MB / 2);
  const makeMs = Date.now() - started;
  const token = await seedUser(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', JOB_WORKER: 'false', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid ?? 0;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(base, Date.now() + 30_000);
    const cold = await memoryOf(pid);
    // A small upload first loads pdf.js's worker code and warms the JIT, so the
    // figures below are what a big file adds, not one-time start-up work.
    const small = await upload(base, token, await makeBigPdf(1, 64 * 1024), 'warm-up.pdf');
    if (small.code !== 200) throw new Error(`warm-up upload answered ${small.code} ${small.msg}`);
    const idle = await memoryOf(pid);
    let peakDuringUpload = idle.rss;
    const sampler = setInterval(() => {
      void memoryOf(pid).then((m) => (peakDuringUpload = Math.max(peakDuringUpload, m.rss)), () => undefined);
    }, 50);
    started = Date.now();
    const envelope = await upload(base, token, pdf, 'bench-500-pages.pdf');
    const uploadMs = Date.now() - started;
    clearInterval(sampler);
    const after = await memoryOf(pid);
    if (envelope.code !== 200) throw new Error(`upload answered ${envelope.code} ${envelope.msg}`);
    started = Date.now();
    await writeFile(path.join(dataDir, 'copy-baseline.pdf'), pdf, { flush: true });
    const copyMs = Date.now() - started;

    const rows: [string, string][] = [
      ['file size', `${(pdf.length / MB).toFixed(1)} MB (${pdf.length.toLocaleString('en-US')} bytes)`],
      ['pages (as stored)', String(envelope.data.pageCount)],
      ['making the PDF (bench side)', `${makeMs} ms`],
      ['upload + checks + store', `${uploadMs} ms`],
      ['baseline: the same bytes written to a file', `${copyMs} ms (upload is ${(uploadMs / Math.max(1, copyMs)).toFixed(1)}×)`],
      ['server RSS after start-up', `${(cold.rss / MB).toFixed(0)} MB`],
      ['server RSS after a small warm-up upload', `${(idle.rss / MB).toFixed(0)} MB`],
      ['server RSS peak during upload (50 ms samples)', `${(peakDuringUpload / MB).toFixed(0)} MB`],
      ['server VmHWM before the big upload (start-up peak)', `${(idle.hwm / MB).toFixed(0)} MB`],
      ['server VmHWM after the big upload', `${(after.hwm / MB).toFixed(0)} MB`],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`\nSignet upload benchmark (Node ${process.version}, PGlite, local file store)\n`);
    for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
    noBaselineFigure('it measures an upload');
    console.log('');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
