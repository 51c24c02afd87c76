import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

/** The NOTIFY channel that tells workers a job is due. */
export const JOBS_CHANNEL = 'signet_jobs';

export interface EnqueueJobOptions {
  type: string;
  /** Plain JSON (no bigint, Buffer or Date): ids go in as strings. */
  payload: unknown;
  /**
   * At most one job ever exists per key, whatever its status: enqueuing the same
   * key again returns the first job. Use it for "do this once" work, e.g.
   * `agreement-completed-mail:{agreementId}`.
   */
  dedupeKey?: string | undefined;
  /** Not before this time; now when absent. */
  runAt?: Date | undefined;
  maxAttempts?: number | undefined;
}

export interface EnqueuedJob {
  id: bigint;
  /** False when a job with the same dedupe key already existed. */
  created: boolean;
}

/**
 * Adds a job. Pass the caller's transaction as `db` so the job is committed
 * together with the change that needs it (or not at all). Workers wake when it
 * commits (a NOTIFY on JOBS_CHANNEL, which the database delivers only then), in
 * this process or any other sharing the database.
 */
export async function enqueueJob(db: Db, options: EnqueueJobOptions): Promise<EnqueuedJob> {
  const [inserted] = await db
    .insert(jobs)
    .values({
      type: options.type,
      payload: options.payload,
      dedupeKey: options.dedupeKey ?? null,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (inserted) {
    // Due now: wake the workers at commit. (A later job is found by the polls.)
    if (!options.runAt || options.runAt.getTime() <= Date.now()) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
    return { id: inserted.id, created: true };
  }
  // Only a dedupe key conflicts. A concurrent insert of the same key made ON CONFLICT
  // wait for its commit, so under READ COMMITTED this statement sees that job.
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.dedupeKey, options.dedupeKey ?? ''));
  if (!existing) throw new Error(`Job with dedupe key '${options.dedupeKey}' conflicted but was not found`);
  return { id: existing.id, created: false };
}
