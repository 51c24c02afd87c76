import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { jobs } from '../../src/db/schema/index.js';
import type { Job } from '../../src/jobs/job.js';

/** The job row as it is now. */
export async function readJob(db: Db, id: bigint): Promise<Job> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!job) throw new Error(`No job ${id}`);
  return job;
}

/** Makes a job due now (skips its back-off) or its lease run out, without waiting in real time. */
export async function makeDue(db: Db, id: bigint): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'`, lockedUntil: sql`case when ${jobs.lockedUntil} is null then null else now() - interval '1 second' end` })
    .where(eq(jobs.id, id));
}
