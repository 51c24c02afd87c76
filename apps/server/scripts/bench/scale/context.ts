import type { JobQueue } from './job-queue.js';
import type { MemoryLog } from './memory-log.js';
import type { Seeded } from './seed.js';
import type { Deployment } from './signet-process.js';
import type { SmtpSink } from './smtp-sink.js';

export const PHASES = ['web', 'jobs', 'kill', 'rolling', 'start'] as const;
export type Phase = (typeof PHASES)[number];

const env = process.env;
const list = (text: string) => text.split(',').map((item) => item.trim()).filter(Boolean);

/** Every setting the environment may shrink or grow (see scale-bench.ts). */
export const knobs = {
  seconds: Number(env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 2),
  /** Split evenly over the web processes, so 64 divides by 1, 2 and 4. */
  connections: Number(env.BENCH_CONNECTIONS ?? 64),
  processCounts: list(env.BENCH_PROCESSES ?? '1,2,4').map(Number),
  mails: Number(env.BENCH_MAILS ?? 2000),
  seals: Number(env.BENCH_SEALS ?? 50),
  killEveryMs: Number(env.BENCH_KILL_EVERY_MS ?? 10_000),
  /** The first kill comes this early so that a drain shorter than the interval still sees one. */
  killFirstMs: Number(env.BENCH_KILL_FIRST_MS ?? 3_000),
  killSeals: env.BENCH_KILL_SEALS !== '0',
  rollingConnections: Number(env.BENCH_ROLLING_CONNECTIONS ?? 16),
  rollingDrainMs: Number(env.BENCH_ROLLING_DRAIN_MS ?? 1_000),
  startProcesses: Number(env.BENCH_START_PROCESSES ?? 8),
  only: new Set<Phase>(env.BENCH_SCALE_ONLY ? (list(env.BENCH_SCALE_ONLY) as Phase[]) : PHASES),
  fromSource: env.BENCH_FROM_SOURCE === '1',
  adminUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  /** Longest wait for one batch of jobs to drain. */
  drainTimeoutMs: Number(env.BENCH_DRAIN_TIMEOUT_S ?? 600) * 1000,
};

export type Knobs = typeof knobs;

/** What every phase shares: the deployment the processes start in, and the bench's instruments. */
export interface BenchContext {
  deployment: Deployment;
  queue: JobQueue;
  sink: SmtpSink;
  memory: MemoryLog;
  seeded: Seeded;
  /** Parked sealing jobs, one batch per run that seals. */
  sealBatches: string[][];
  log(line: string): void;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
