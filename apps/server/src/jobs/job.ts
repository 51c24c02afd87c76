import type { Db } from '../db/client.js';
import type { jobs } from '../db/schema/index.js';

/** A row of the jobs table as a handler receives it (claimed: status 'running', attempts already counted). */
export type Job = typeof jobs.$inferSelect;

export interface JobContext {
  db: Db;
  workerId: string;
  /** Aborted when another worker took the job over (this worker's lease ran out); stop early if you can. */
  signal: AbortSignal;
}

/**
 * Does one job's work. Delivery is at least once: a worker can die after the
 * work is done but before the job is marked done, and then the job runs again.
 * So every handler must be idempotent, and the job id is its idempotency key:
 * derive anything that must not happen twice from it (the mail handler's
 * Message-ID is `<job-{id}@signet>`, which the outbox keeps once). Throwing
 * schedules a retry with back-off until `maxAttempts`, then marks the job failed.
 */
export type JobHandler = (job: Job, context: JobContext) => Promise<void>;

export type JobHandlers = Record<string, JobHandler>;
