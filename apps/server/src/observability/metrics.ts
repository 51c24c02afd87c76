import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows, type Db } from '../db/client.js';
import type { SettleOutcome } from '../jobs/job-worker.js';

interface QueueRow {
  type: string;
  ready: number;
  scheduled: number;
  running: number;
  oldest_ready_seconds: number | null;
}

/** One scrape reads the queue once for all four queue gauges. */
const QUEUE_SNAPSHOT_MS = 1_000;

/**
 * The Prometheus metrics of one process, in its own registry (tests build several apps in one
 * process). Queue gauges describe the whole shared queue, read from the database at scrape time,
 * so every process reports the same values: aggregate them with max(), not sum(). Counters and
 * histograms are this process's own.
 */
export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'signet_' });
  const registers = [registry];

  let snapshot: { at: number; rows: Promise<QueueRow[]> } | undefined;
  const queue = () => {
    if (!snapshot || Date.now() - snapshot.at > QUEUE_SNAPSHOT_MS) snapshot = { at: Date.now(), rows: readQueue(db) };
    return snapshot.rows;
  };
  const queueGauge = (name: string, help: string, value: (row: QueueRow) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['type'],
      registers,
      async collect() {
        const rows = await queue();
        this.reset();
        for (const row of rows) {
          const v = value(row);
          if (v !== null) this.set({ type: row.type }, v);
        }
      },
    });

  let runningJobs = () => 0;
  new Gauge({
    name: 'signet_worker_running_jobs',
    help: 'Jobs this process is running now',
    registers,
    collect() {
      this.set(runningJobs());
    },
  });
  return {
    registry,
    /** Where the running-jobs gauge reads from: this process's worker, once it exists. */
    countRunningJobs(count: () => number) {
      runningJobs = count;
    },
    httpDuration: new Histogram({
      name: 'signet_http_request_duration_seconds',
      help: 'HTTP requests by route pattern (not the raw URL, so ids do not multiply series)',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    queueReady: queueGauge('signet_jobs_ready', 'Jobs due and waiting for a worker (whole queue)', (row) => row.ready),
    queueScheduled: queueGauge('signet_jobs_scheduled', 'Jobs waiting for a later time: retries, reminders (whole queue)', (row) => row.scheduled),
    queueRunning: queueGauge('signet_jobs_running', 'Jobs claimed by some worker (whole queue)', (row) => row.running),
    oldestReady: queueGauge(
      'signet_jobs_oldest_ready_age_seconds',
      'How long the oldest due job has waited: grows when workers are too few or stuck',
      (row) => row.oldest_ready_seconds,
    ),
    jobsCompleted: new Counter({ name: 'signet_jobs_completed_total', help: 'Jobs this process finished', labelNames: ['type'], registers }),
    jobsRetried: new Counter({ name: 'signet_jobs_retried_total', help: 'Failed attempts put back for a retry', labelNames: ['type'], registers }),
    jobsGivenUp: new Counter({ name: 'signet_jobs_given_up_total', help: 'Jobs failed for good, attempts used up', labelNames: ['type'], registers }),
    jobDuration: new Histogram({
      name: 'signet_job_duration_seconds',
      help: 'Time a job ran in this process, by type and outcome',
      labelNames: ['type', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    sealDuration: new Histogram({
      name: 'signet_seal_duration_seconds',
      help: 'Stamping and sealing one completed agreement',
      labelNames: ['outcome'],
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
      registers,
    }),
    mails: new Counter({ name: 'signet_mails_total', help: 'Mails handed to the mail server (or outbox), by outcome', labelNames: ['outcome'], registers }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** What the job worker reports after each attempt. */
export function recordJobSettled(metrics: Metrics, type: string, outcome: SettleOutcome, seconds: number): void {
  metrics.jobDuration.observe({ type, outcome }, seconds);
  if (outcome === 'done') metrics.jobsCompleted.inc({ type });
  else if (outcome === 'retrying') metrics.jobsRetried.inc({ type });
  else if (outcome === 'failed') metrics.jobsGivenUp.inc({ type });
}

async function readQueue(db: Db): Promise<QueueRow[]> {
  const rows = await queryRows<QueueRow>(
    db,
    sql`select type,
          count(*) filter (where status = 'queued' and run_at <= now())::int as ready,
          count(*) filter (where status = 'queued' and run_at > now())::int as scheduled,
          count(*) filter (where status = 'running')::int as running,
          extract(epoch from now() - min(run_at) filter (where status = 'queued' and run_at <= now()))::float8 as oldest_ready_seconds
        from jobs where status in ('queued', 'running') group by type`,
  );
  return rows;
}
