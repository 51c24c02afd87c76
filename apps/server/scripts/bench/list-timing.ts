/**
 * What the list benches share (list-bench.ts, company-list-bench.ts): p50/p95 of a query against a
 * goal, a fresh PostgreSQL database beside the test server's for one run, and the runtime
 * comparison of issue 39: a copy of the bench on the older Node (runtimes.ts) times the same
 * queries on the PostgreSQL database this run seeded (seeding 1,000,000 agreements again would
 * double the bench).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';
import { compareWithBaseline, type Figure } from './runtimes.js';

export const RUNS = Number(process.env.BENCH_RUNS ?? 30);
export const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A query's line and its p95, the figure the runtime comparison shows. */
export interface Timed {
  line: string;
  figure: Figure;
}

/** One line: p50 and p95 of `work` over RUNS runs after a warm-up, marked against the goal (or as the baseline when goal is null). */
export async function timeQuery(label: string, work: () => Promise<unknown>, goalMs: number | null): Promise<Timed> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 95);
  const mark = goalMs === null ? 'baseline' : p95 <= goalMs ? `ok (≤ ${goalMs} ms)` : `OVER ${goalMs} ms`;
  const line = `  ${label.padEnd(52)} p50 ${percentile(samples, 50).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   ${mark}`;
  return { line, figure: { label, value: p95, unit: 'p95 ms' } };
}

/** The database and ids the main run seeded, in the copy on the older Node (JSON). */
const SEEDED = 'SIGNET_BENCH_LIST_SEEDED';
/** In the copy on the older Node: what the main run seeded (ids as strings); null in the main run. */
export const seededByMainRun = process.env[SEEDED] ? (JSON.parse(process.env[SEEDED]) as { url: string; ids: Record<string, string> }) : null;

/** Prints the lines, then the same queries' p95 on the older Node, timed on the database at `url` the ids come from. */
export async function printAndCompare(timed: Timed[], url: string, ids: Record<string, string>): Promise<void> {
  console.log(timed.map((each) => each.line).join('\n'));
  await compareWithBaseline(
    timed.map((each) => each.figure),
    { [SEEDED]: JSON.stringify({ url, ids }) },
  );
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` on a new database beside BENCH_DATABASE_URL's (else the local test server's), dropped
 * afterwards unless BENCH_KEEP_DATABASE=1; says so when PostgreSQL cannot be reached. In the copy on
 * the older Node, on the database the main run seeded (left for that run to drop).
 */
export async function onFreshPostgres(work: (database: Database, url: string) => Promise<void>): Promise<void> {
  if (seededByMainRun) {
    const database = await openDatabase({ kind: 'postgres', url: seededByMainRun.url });
    await work(database, seededByMainRun.url).finally(() => database.close());
    return;
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_PG;
  if (!(await reachable(adminUrl))) {
    console.log(`PostgreSQL: ${adminUrl} is not reachable; set BENCH_DATABASE_URL to measure it.`);
    return;
  }
  const name = `signet_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await work(database, url.toString());
  } finally {
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // BENCH_KEEP_DATABASE=1 leaves the seeded database for EXPLAIN and the like.
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept: ${url.toString()}`);
    else await admin.query(`drop database if exists "${name}"`);
    await admin.end();
  }
}
