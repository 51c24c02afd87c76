import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import type { Job } from './job.js';

export interface ClaimJobsOptions {
  workerId: string;
  /** Only these types: a worker never takes a job it has no handler for. */
  types: string[];
  limit: number;
  leaseMs: number;
}

/**
 * Takes up to `limit` jobs that are due, or whose previous worker's lease ran
 * out, in one statement: they become 'running', locked by this worker until the
 * lease ends, with the attempt counted. SKIP LOCKED lets concurrent claimers
 * pass over each other's rows, so no job goes to two workers.
 */
export async function claimJobs(db: Db, options: ClaimJobsOptions): Promise<Job[]> {
  if (options.limit <= 0 || options.types.length === 0) return [];
  const claimable = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.type, options.types),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: options.workerId,
      lockedUntil: leaseEnd(options.leaseMs),
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, claimable))
    .returning();
}

/** The database clock plus a lease, so workers on machines with skewed clocks agree. */
export function leaseEnd(leaseMs: number) {
  return sql`now() + ${Math.round(leaseMs)}::integer * interval '1 millisecond'`;
}
