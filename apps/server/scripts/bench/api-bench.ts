/**
 * The API's hot reads under load, beside a bare Fastify hello-world in the same run (issue 16).
 * Starts both servers in this process, the Signet app on a fresh PostgreSQL database beside
 * BENCH_DATABASE_URL (else the local test server's; dropped afterwards), seeds a signer's
 * agreement the way the app does (a sender's session, a sent agreement, the signer's link
 * opened for a signer session), then runs autocannon in a child process against:
 * the bare hello-world, /v1/app/config, the signer's signing view and the first page of the
 * sender's agreement list. Prints req/s, p50, p99 and % of bare (goal: at least 15 % of bare
 * and p99 at most 50 ms for the signing view and the list), then one connection's latency
 * and the SQL round trips each request makes.
 *
 *   node --conditions=source --import tsx apps/server/scripts/bench/api-bench.ts
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=100 BENCH_ONE_SECONDS=3 (the defaults);
 *   BENCH_ONLY=signing runs only the targets whose name contains it (beside bare);
 *   BENCH_CPU_PROF=/tmp/prof writes a CPU profile of this process (the servers) for each
 *   Signet target's measured run.
 *
 * Issue 39: the same servers are then measured on the older Node (runtimes.ts), in a copy of this
 * script serving the database seeded here (the seed uploads a PDF, which pdf.js 6 reads only on
 * Node >= 22.13; the requests measured never touch pdf.js). autocannon stays on the project's Node.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import * as contract from '@signet/contracts';
import { stringifyJson } from '@signet/contracts';
import { openDatabase } from '../../src/db/client.js';
import { appBasicAuthHeader, buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { signer } from '../../test/helpers/agreements.js';
import { openLink, sentAgreement, SIGNER_UA } from '../../test/helpers/signing.js';
import { compareWithBaseline, onBaselineRun, projectNodePath, type Figure } from './runtimes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ONE_SECONDS = Number(process.env.BENCH_ONE_SECONDS ?? 3);
/** The first page of the list holds this many of the sender's agreements (the web's page size). */
const LIST_AGREEMENTS = Number(process.env.BENCH_LIST_AGREEMENTS ?? 20);
const ONLY = process.env.BENCH_ONLY ?? '';
const CPU_PROF = process.env.BENCH_CPU_PROF ?? '';
const GOAL_SHARE = 15;
const GOAL_P99_MS = 50;
process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** The issue's goal applies to this target. */
  goal: boolean;
}

/** A Signet target as seeded, before a server's address is known: the baseline run gets these. */
type SeededTarget = Omit<Target, 'url'> & { path: string };
/** The baseline run's seed: the database this run seeded and its targets (JSON). */
const SEEDED = 'SIGNET_BENCH_API_SEEDED';

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; mean: number };
  non2xx: number;
  errors: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** autocannon in its own process, so its work is not done on the servers' event loop. */
function autocannon(target: Target, connections: number, seconds: number): Promise<Result> {
  const headers = Object.entries(target.headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  const child = spawn(projectNodePath, [autocannonCli, '--json', '-c', String(connections), '-d', String(seconds), ...headers, target.url], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as Result) : reject(new Error(`autocannon exited ${code}`))));
  });
}

/** Counts the statements the pool sends (every read outside a transaction goes through Pool.query). */
let statements = 0;
const poolQuery = Reflect.get(pg.Pool.prototype, 'query') as (this: pg.Pool, ...args: unknown[]) => unknown;
Reflect.set(pg.Pool.prototype, 'query', function countedQuery(this: pg.Pool, ...args: unknown[]) {
  statements += 1;
  return poolQuery.apply(this, args);
});

/** Runs `work` under the CPU profiler when BENCH_CPU_PROF names a folder. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!CPU_PROF) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await mkdir(CPU_PROF, { recursive: true });
    await writeFile(path.join(CPU_PROF, `${name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

async function roundTrips(target: Target): Promise<number> {
  await fetch(target.url, { headers: target.headers }); // warm
  const before = statements;
  const res = await fetch(target.url, { headers: target.headers });
  if (res.status !== 200) throw new Error(`${target.name} answered ${res.status}: ${await res.text()}`);
  return statements - before;
}

async function seed(t: TestApp): Promise<SeededTarget[]> {
  const ann = signer('Ann Lee');
  const { me, agreement } = await sentAgreement(t, { name: 'Bench lease', recipients: [ann, signer('Bo Chen')] });
  const recipient = agreement.recipients.find((r) => r.email === ann.email);
  if (!recipient) throw new Error('no recipient');
  const { signerToken } = await openLink(t, ann.email);
  // Fill the first page: the sender's other agreements, drafts made through the API.
  for (let i = 1; i < LIST_AGREEMENTS; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: contract.createAgreement.path,
      headers: { 'x-token': me.token, 'content-type': 'application/json' },
      payload: stringifyJson({ name: `Draft ${i}`, recipients: [signer('Cy Diaz')] }),
    });
    if (res.statusCode !== 200) throw new Error(`createAgreement answered ${res.statusCode}`);
  }
  const signingPath = contract.getSignerView.path.replace('{flowSignerId}', String(recipient.id));
  return [
    { name: 'GET /v1/app/config', path: contract.getPublicConfig.path, headers: { authorization: appBasicAuthHeader(t.config) }, goal: false },
    { name: 'signing view (signer session)', path: signingPath, headers: { 'x-signer-token': signerToken, 'user-agent': SIGNER_UA }, goal: true },
    { name: `agreement list, first page (${LIST_AGREEMENTS})`, path: contract.listAgreements.path, headers: { 'x-token': me.token }, goal: true },
  ];
}

/** The baseline run's app: on the database the main run seeded, left for that run to drop. */
async function seededApp(): Promise<{ t: TestApp; seeded: SeededTarget[] }> {
  const { url, seeded } = JSON.parse(process.env[SEEDED] ?? '{}') as { url: string; seeded: SeededTarget[] };
  const database = await openDatabase({ kind: 'postgres', url });
  return { t: await buildTestApp('postgres', { database: { ...database, url, drop: () => database.close() } }), seeded };
}

const bare = Fastify();
bare.get('/', async () => ({ hello: 'world' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const { t, seeded } = onBaselineRun ? await seededApp() : { t: await buildTestApp('postgres'), seeded: null };
try {
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const signetTargets = seeded ?? (await seed(t));
  const targets = [{ name: 'bare Fastify hello-world', url: `${bareUrl}/`, headers: {}, goal: false }, ...signetTargets.filter((target) => target.name.includes(ONLY)).map(({ path: at, ...target }) => ({ ...target, url: `${base}${at}` }))];
  // The seed needed the worker (invitation mail); the measurement should not share the cores with its poll.
  await t.worker.stop();
  const figures: Figure[] = [];

  const trips = new Map<string, number>();
  for (const target of targets.slice(1)) trips.set(target.name, await roundTrips(target));

  console.log(`PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each (goal: >= ${GOAL_SHARE} % of bare req/s, p99 <= ${GOAL_P99_MS} ms)`);
  console.log(`  ${'target'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'% bare'.padStart(7)} ${'CPU/req'.padStart(9)}  SQL/req  goal`);
  let bareRate = 0;
  for (const target of targets) {
    await autocannon(target, CONNECTIONS, 1); // warm-up
    const cpuBefore = process.cpuUsage();
    const result = await (target === targets[0] ? autocannon(target, CONNECTIONS, SECONDS) : profiled(target.name, () => autocannon(target, CONNECTIONS, SECONDS)));
    const cpu = process.cpuUsage(cpuBefore);
    const rate = result.requests.average;
    // The servers' own CPU time per answer (user + system, this process only): less noisy than req/s on a busy machine.
    const cpuMs = (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total);
    if (bareRate === 0) bareRate = rate;
    const share = (100 * rate) / bareRate;
    const failed = result.non2xx + result.errors;
    const goal = target.goal ? (share >= GOAL_SHARE && result.latency.p99 <= GOAL_P99_MS ? 'met' : 'NOT met') : '';
    figures.push(
      { label: `${target.name}: ${CONNECTIONS} connections`, value: rate, unit: 'req/s' },
      ...(target === targets[0] ? [] : [{ label: `${target.name}: share of bare`, value: share, unit: '%' }]),
      { label: `${target.name}: p99`, value: result.latency.p99, unit: 'ms' },
      { label: `${target.name}: CPU per answer`, value: cpuMs, unit: 'ms' },
    );
    console.log(
      `  ${target.name.padEnd(36)} ${rate.toFixed(0).padStart(8)} ${`${result.latency.p50}`.padStart(4)} ms ${`${result.latency.p99}`.padStart(4)} ms ${share.toFixed(1).padStart(6)} % ${cpuMs.toFixed(3).padStart(6)} ms  ${String(trips.get(target.name) ?? '-').padStart(7)}  ${goal}${failed ? `  (${failed} failed)` : ''}`,
    );
  }

  console.log(`One connection, ${ONE_SECONDS} s each`);
  for (const target of targets) {
    const result = await autocannon(target, 1, ONE_SECONDS);
    console.log(`  ${target.name.padEnd(36)} ${(1000 / result.requests.average).toFixed(2).padStart(6)} ms per request  (${result.requests.average.toFixed(0)} req/s)`);
    figures.push({ label: `${target.name}: one connection`, value: 1000 / result.requests.average, unit: 'ms per request' });
  }

  // The baseline run serves this run's database; its own profiles would overwrite this run's.
  await compareWithBaseline(figures, { [SEEDED]: JSON.stringify({ url: t.database.url, seeded: signetTargets }), BENCH_CPU_PROF: '' });
} finally {
  await t.close();
  await bare.close();
}
