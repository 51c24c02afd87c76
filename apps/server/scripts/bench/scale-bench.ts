/**
 * npm run bench:scale (issue 19): how Signet behaves as several processes on one PostgreSQL.
 * Starts the built server (`apps/server/dist/main.js`; BENCH_FROM_SOURCE=1 runs src/main.ts
 * through tsx instead) as child processes with ROLE=web, worker or all, on a fresh database
 * beside BENCH_DATABASE_URL (default: the local server's `postgres`; dropped at the end),
 * all sharing one data folder (the file store, as a shared volume or S3 would be) and
 * sending mail to an SMTP sink in this process that keeps each message's Message-ID.
 * `migrate.js` migrates the database first and the servers start with MIGRATE_ON_START=false,
 * as a deployment with a migrate step runs them (phase 5 tests migrating on start).
 * A machine with 2 cores cannot show absolute capacity: read the ratios and the checks.
 *
 * Seeding goes through the app in this process (test/helpers, as api-bench does): a sender
 * with 20 agreements (the read route: the agreement list), one user per connection (the
 * write route: saving the profile, one user's row each so writes rarely queue on a lock),
 * and agreements both signers signed, whose sealing jobs are parked until a run releases 50.
 *
 *  1. Web: each route on 1, 2 and 4 web processes. One load-generator process (autocannon)
 *     spreads its connections round robin over the processes and keeps every latency, so
 *     req/s is the sum and p95 comes from all answers together.
 *  2. Jobs: 2,000 mail jobs, then 50 seals, on 1, 2 and 4 workers; drain time is from the
 *     enqueue to the last job's finish (database clock); the sink must hold every mail.
 *     smtp-server greets each connection after a fixed 100 ms (its early-talker check) and
 *     the mailer opens one connection per mail, so a mail job mostly waits, as it would on
 *     a remote relay: mail throughput shows the workers' concurrency, sealing their CPU.
 *     A new worker's first seal also loads the fonts and HarfBuzz, once per process.
 *  3. Killed workers: the same on 2 workers, one SIGKILLed and restarted at 3 s and then
 *     every 10 s; done must equal queued; duplicates at the sink are reported, not hidden.
 *  4. Rolling restart: 2 web processes behind a round-robin proxy in this process that skips
 *     a backend whose /readyz is not 200, each replaced under load; no request may fail.
 *  5. Concurrent start: 8 processes with ROLE=all at once on an empty database; one row per
 *     migration file and one sealing identity afterwards.
 *  6. Memory: VmRSS of web and worker processes at rest and the peak under each load.
 *
 * A build without /readyz is waited for by GET /v1/app/config instead.
 *
 *   BENCH_SECONDS=10 BENCH_WARMUP_SECONDS=2 BENCH_CONNECTIONS=64 BENCH_PROCESSES=1,2,4
 *   BENCH_MAILS=2000 BENCH_SEALS=50 BENCH_KILL_FIRST_MS=3000 BENCH_KILL_EVERY_MS=10000
 *   BENCH_KILL_SEALS=1 BENCH_ROLLING_CONNECTIONS=16 BENCH_ROLLING_DRAIN_MS=1000
 *   BENCH_START_PROCESSES=8 BENCH_SCALE_ONLY=web,jobs,kill,rolling,start (the defaults)
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, dropDatabase } from './scale/bench-database.js';
import { cleanUp, onCleanup } from './scale/cleanup.js';
import { knobs, type BenchContext } from './scale/context.js';
import { JobQueue } from './scale/job-queue.js';
import { jobsPhase } from './scale/jobs-phase.js';
import { killPhase } from './scale/kill-phase.js';
import { MemoryLog } from './scale/memory-log.js';
import { report, type Results } from './scale/report.js';
import { rollingPhase } from './scale/rolling-phase.js';
import { runMigrations } from './scale/signet-process.js';
import { seed } from './scale/seed.js';
import { startSmtpSink } from './scale/smtp-sink.js';
import { startPhase } from './scale/start-phase.js';
import { webPhase } from './scale/web-phase.js';

const DIST_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/** Sealing jobs the chosen phases release: one batch per worker count, and one (or two, with its own baseline) for the kill phase. */
function sealBatchesNeeded(): number {
  if (knobs.seals === 0) return 0;
  const jobs = knobs.only.has('jobs') ? knobs.processCounts.length : 0;
  const ownBaseline = !(knobs.only.has('jobs') && knobs.processCounts.includes(2));
  const kill = knobs.only.has('kill') && knobs.killSeals ? (ownBaseline ? 2 : 1) : 0;
  return jobs + kill;
}

async function main(): Promise<void> {
  if (!knobs.fromSource && !existsSync(DIST_MAIN)) throw new Error(`${DIST_MAIN} is missing: run npm run build first (or BENCH_FROM_SOURCE=1)`);
  const name = `signet_scale_${Date.now()}`;
  const databaseUrl = await createDatabase(knobs.adminUrl, name);
  onCleanup(() => dropDatabase(knobs.adminUrl, name));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'signet-scale-'));
  onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const sink = await startSmtpSink();
  onCleanup(() => sink.close());
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  onCleanup(() => pool.end());
  const deployment = { databaseUrl, dataDir, smtpUrl: sink.url, fromSource: knobs.fromSource, migrateOnStart: false };
  await runMigrations(deployment);

  const queue = new JobQueue(pool);
  const batches = sealBatchesNeeded();
  const needsSeed = (['web', 'jobs', 'kill', 'rolling'] as const).some((phase) => knobs.only.has(phase));
  log(needsSeed ? `seeding users, a sender's list and ${batches * knobs.seals} signed agreements` : 'no seeding needed');
  const seeded = needsSeed
    ? await seed(databaseUrl, dataDir, { writers: knobs.connections, sealable: batches * knobs.seals, log })
    : { readerToken: '', writerTokens: [], sealKeys: [] };
  const parked = await queue.parkSeals(seeded.sealKeys);
  if (parked.length !== seeded.sealKeys.length) throw new Error(`${seeded.sealKeys.length} sealing jobs expected, ${parked.length} found`);
  const sealBatches = Array.from({ length: batches }, (_, n) => parked.slice(n * knobs.seals, (n + 1) * knobs.seals));
  const ctx: BenchContext = { deployment, queue, sink, memory: new MemoryLog(), seeded, sealBatches, log };

  const pg15 = (await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';
  const results: Results = { memory: [] };
  if (knobs.only.has('web')) results.web = await webPhase(ctx);
  if (knobs.only.has('jobs')) results.jobs = await jobsPhase(ctx);
  if (knobs.only.has('kill')) results.kill = await killPhase(ctx, results.jobs ?? []);
  if (knobs.only.has('rolling')) results.rolling = await rollingPhase(ctx);
  if (knobs.only.has('start')) results.start = await startPhase(deployment, name, log);
  results.memory = ctx.memory.rows();

  const setting = `Node ${process.version}, PostgreSQL ${pg15}, ${cpus().length} cores, ${knobs.fromSource ? 'server from source (tsx)' : 'built server (dist)'}, ${((Date.now() - started) / 1000).toFixed(0)} s`;
  console.log(`\n${report(results, setting)}\n`);
}

// A crash anywhere (a helper's worker throwing, say) must still stop the servers and drop the database.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.once(event, (error) => {
    console.error(`${event}:`, error);
    void cleanUp().finally(() => process.exit(1));
  });
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and dropping the database`);
    void cleanUp().finally(() => process.exit(130));
  });
}
try {
  await main();
} catch (error) {
  // After Ctrl-C the children die under the running phase: its error says nothing new.
  if (!interrupted) console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
