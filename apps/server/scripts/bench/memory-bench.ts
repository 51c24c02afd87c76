/**
 * Server memory with the embedded database (issue 16): starts the built server
 * (`apps/server/dist/main.js`, what `npm start` runs; this script builds nothing) on a
 * temporary data folder and a free port, twice: a first start on the empty folder
 * (creates the PGlite cluster, migrates, makes the seal certificate) and a restart on
 * the folder it left. Each time it waits until the server answers, lets it idle, and
 * prints its resident size (VmRSS) and high-water mark (VmHWM) beside the goals. The
 * peak of the server and its child processes together (the first start creates the
 * cluster in a child) is sampled every 100 ms. Beside them, the baseline on the same
 * folder: a bare Node process that only opens PGlite, with PGlite's defaults and with
 * Signet's options, so the figures show what Signet adds over the database.
 *
 * Issue 39: the server runs on the project's Node 24 and, right after each start, on the older
 * Node (runtimes.ts) on a folder of its own, and the difference of both is printed.
 *
 *   node --import tsx apps/server/scripts/bench/memory-bench.ts
 *
 * MEMORY_BENCH_IDLE_S sets the idle wait (60 s by default: V8's memory reducer runs
 * some tens of seconds after start-up settles).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EMBEDDED_DATABASE_NODE_FLAGS } from '../../src/db/embedded-database-node-flags.js';
import { baselineNode, projectRuntime, type Runtime } from './runtimes.js';

const GOAL_IDLE_MB = 200;
const GOAL_PEAK_MB = 300;
const IDLE_S = Number(process.env.MEMORY_BENCH_IDLE_S ?? 60);

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const mainJs = path.join(dist, 'main.js');

interface Figures {
  /** Until the process answered (or opened its database). */
  readyMs: number;
  rssMb: number;
  hwmMb: number;
  /** Sampled peak of the process and its descendants together. */
  treePeakMb: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

async function descendants(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const direct = children.split(' ').filter(Boolean).map(Number);
  return [...direct, ...(await Promise.all(direct.map(descendants))).flat()];
}

/** Samples the resident size of `pid` and its descendants until stopped; resolves to the highest sum seen, in kB. */
function sampleTree(pid: number): { stop(): Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const pids = [pid, ...(await descendants(pid))];
      const sum = (await Promise.all(pids.map((each) => statusKb(each, 'VmRSS')))).reduce((a, b) => a + b, 0);
      peak = Math.max(peak, sum);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}

async function waitFor(ready: () => Promise<boolean> | boolean, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${what} did not get ready within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs `args` with `node` (in apps/server), waits until `readiness(child)` says ready, idles, reads the figures and stops the process. */
async function measure(node: string, args: string[], env: NodeJS.ProcessEnv, readiness: (child: ChildProcess) => () => Promise<boolean> | boolean, what: string): Promise<Figures> {
  const started = Date.now();
  const child = spawn(node, args, { cwd: path.join(dist, '..'), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${what} did not start`);
  const tree = sampleTree(pid);
  try {
    await waitFor(readiness(child), child, what);
    const readyMs = Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
    const [rss, hwm] = [await statusKb(pid, 'VmRSS'), await statusKb(pid, 'VmHWM')];
    return { readyMs, rssMb: rss / 1024, hwmMb: hwm / 1024, treePeakMb: (await tree.stop()) / 1024 };
  } finally {
    await tree.stop();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/** The V8 flags `npm start` gives node (runtime.test.ts holds package.json to them), so the bench measures what it runs. */
const START_FLAGS = EMBEDDED_DATABASE_NODE_FLAGS;

async function signet(dataDir: string, runtime: Runtime = projectRuntime, flags: string[] = START_FLAGS): Promise<Figures> {
  const port = await freePort();
  const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  // Any answer of the API means it is up (without basic authorization this one is a 401); not the
  // OpenAPI document, which a server builds only when someone reads it.
  const answers = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/v1/app/config`).catch(() => null);
    await response?.arrayBuffer();
    return response !== null && response.status < 500;
  };
  const answering = (child: ChildProcess) => {
    child.stdout?.resume();
    return answers;
  };
  return measure(runtime.path, [...flags, mainJs], env, answering, `the server on Node ${runtime.version}`);
}

/** A bare Node process that opens PGlite in `dir` and stays until stopped; `signetOptions` adds Signet's PGlite options. */
async function barePglite(dir: string, signetOptions: boolean): Promise<Figures> {
  const optionsUrl = pathToFileURL(path.join(dist, 'db/pglite-options.js')).href;
  const script = [
    `import { PGlite } from '@electric-sql/pglite';`,
    signetOptions ? `const { pgliteOptions } = await import(${JSON.stringify(optionsUrl)});` : 'const pgliteOptions = {};',
    `await PGlite.create(${JSON.stringify(dir)}, pgliteOptions);`,
    `console.log('open');`,
    `setInterval(() => {}, 60_000);`,
  ].join('\n');
  const printedOpen = (child: ChildProcess) => {
    let open = false;
    child.stdout?.once('data', () => (open = true));
    return () => open;
  };
  return measure(process.execPath, ['--input-type=module', '-e', script], {}, printedOpen, 'bare PGlite');
}

const mb = (value: number) => `${value.toFixed(0).padStart(4)} MB`;
const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'NOT met');

function row(label: string, figures: Figures, goals: boolean): string {
  const idle = `${mb(figures.rssMb)}${goals ? ` (goal ${GOAL_IDLE_MB}: ${verdict(figures.rssMb, GOAL_IDLE_MB)})` : ''}`;
  const peak = `${mb(figures.hwmMb)}${goals ? ` (goal ${GOAL_PEAK_MB}: ${verdict(figures.hwmMb, GOAL_PEAK_MB)})` : ''}`;
  return `${label.padEnd(40)} ready ${String(figures.readyMs).padStart(6)} ms   idle RSS ${idle.padEnd(28)}  high-water ${peak.padEnd(28)}  with children, peak ${mb(figures.treePeakMb)}`;
}

const signed = (value: number) => `${value >= 0 ? '+' : '-'}${Math.abs(value).toFixed(0)} MB`;

/** What the runtime change did: the project's Node against the older one, same start. */
function difference(what: string, older: Runtime, old: Figures, now: Figures): string {
  const delta = (key: keyof Figures) => `${signed(now[key] - old[key])} (${old[key].toFixed(0)} → ${now[key].toFixed(0)} MB)`;
  return `Node ${projectRuntime.version} vs Node ${older.version}, ${what}: idle RSS ${delta('rssMb')}, peak (VmHWM) ${delta('hwmMb')}, peak with children ${delta('treePeakMb')}`;
}

if (!existsSync(mainJs)) {
  console.error(`${mainJs} is missing: run npm run build first (this bench builds nothing).`);
  process.exit(1);
}
const found = baselineNode();
const older = typeof found === 'string' ? null : found;
const dataDir = await mkdtemp(path.join(tmpdir(), 'signet-memory-bench-'));
// The older Node's server gets a folder of its own: its first start is on an empty one too.
const olderDir = await mkdtemp(path.join(tmpdir(), 'signet-memory-bench-older-'));
try {
  console.log(`Server memory, PGlite in ${dataDir}, idle ${IDLE_S} s after answering, on Node ${projectRuntime.version} with npm start's flags (${START_FLAGS.join(' ') || 'none'}) unless a row names another\n`);
  // Each start on the older Node right after the same start on the project's, so both see the same machine.
  const first = await signet(dataDir);
  console.log(row('Signet, first start (empty folder)', first, true));
  // The older Node ran the server without flags (npm start had none then).
  const olderFirst = older && (await signet(olderDir, older, []));
  if (older && olderFirst) console.log(row(`Signet on Node ${older.version}, first start`, olderFirst, true));
  const restart = await signet(dataDir);
  console.log(row('Signet, restart', restart, true));
  const olderRestart = older && (await signet(olderDir, older, []));
  if (older && olderRestart) console.log(row(`Signet on Node ${older.version}, restart`, olderRestart, true));
  // What npm start's flags do on Node 24: without them, PGlite's hottest WebAssembly is recompiled
  // by the optimising tier after start-up, and that compilation is the peak (decision 029).
  if (START_FLAGS.length > 0) {
    const bareDir = await mkdtemp(path.join(tmpdir(), 'signet-memory-bench-noflags-'));
    try {
      console.log(row(`Signet without ${START_FLAGS.join(' ')}, first start`, await signet(bareDir, projectRuntime, []), true));
    } finally {
      await rm(bareDir, { recursive: true, force: true });
    }
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!(await readdir(pgliteDir)).includes('PG_VERSION')) throw new Error('the server left no PGlite cluster');
  console.log(row('baseline: bare PGlite, defaults', await barePglite(pgliteDir, false), false));
  console.log(row("baseline: bare PGlite, Signet's options", await barePglite(pgliteDir, true), false));
  console.log('');
  if (typeof found === 'string') console.log(found);
  if (older && olderFirst && olderRestart) {
    console.log(difference('first start', older, olderFirst, first));
    console.log(difference('restart', older, olderRestart, restart));
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
  await rm(olderDir, { recursive: true, force: true });
}
