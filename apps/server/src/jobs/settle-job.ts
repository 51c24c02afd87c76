import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { leaseEnd } from './claim-jobs.js';

interface OwnedJob {
  id: bigint;
  workerId: string;
}

// Every write is conditional on still holding the job: a worker whose lease ran
// out and was taken over must not overwrite the new owner's result.
const heldBy = (job: OwnedJob) => and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, job.workerId));

/** Marks the job done; false when this worker no longer holds it. */
export async function completeJob(db: Db, job: OwnedJob): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, updatedAt: sql`now()`, lockedBy: null, lockedUntil: null })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export type FailOutcome = 'retrying' | 'failed' | 'lost';

/**
 * Records a failed attempt: back in the queue after `retryDelayMs`, or 'failed'
 * for good once the attempts are used up. 'lost' when another worker holds it now.
 */
export async function failJob(db: Db, job: OwnedJob & { error: string; retryDelayMs: number }): Promise<FailOutcome> {
  const exhausted = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  const rows = await db
    .update(jobs)
    .set({
      status: sql`case when ${exhausted} then 'failed' else 'queued' end`,
      runAt: sql`case when ${exhausted} then ${jobs.runAt} else ${leaseEnd(job.retryDelayMs)} end`,
      finishedAt: sql`case when ${exhausted} then now() end`,
      lastError: job.error.slice(0, 4000),
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(job))
    .returning({ status: jobs.status });
  return rows[0] ? (rows[0].status === 'failed' ? 'failed' : 'retrying') : 'lost';
}

/** Extends the lease of a job still running here; false when it was taken over. */
export async function renewLease(db: Db, job: OwnedJob & { leaseMs: number }): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: leaseEnd(job.leaseMs), updatedAt: sql`now()` })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Gives a running job back at shutdown: due again at once, and the interrupted attempt not
 * counted. False when this worker no longer holds it.
 */
export async function releaseJob(db: Db, job: OwnedJob): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      runAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
