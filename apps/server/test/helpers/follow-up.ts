import { and, inArray, lte, sql } from 'drizzle-orm';
import { jobs } from '../../src/db/schema/index.js';
import { EXPIRE_AGREEMENT_JOB, REMIND_SIGNERS_JOB } from '../../src/domain/follow-up/schedule-follow-up.js';
import { claimJobs, completeJob } from '../../src/jobs/index.js';
import { followUpJobHandlers } from '../../src/worker/index.js';
import type { TestApp } from './app.js';

const TYPES = [EXPIRE_AGREEMENT_JOB, REMIND_SIGNERS_JOB];
const ofAgreement = (agreementId: bigint) => and(inArray(jobs.type, TYPES), sql`${jobs.payload}->>'agreementId' = ${agreementId.toString()}`);

/**
 * Runs one agreement's reminder and expiry jobs as a worker would if the clock read `now`: every such job
 * booked for `now` or earlier is made due in the database, claimed from the queue, run by the
 * real handlers with `now` as their clock, and settled. Jobs a run books for `now` or earlier
 * run too. Returns the types run, in order.
 */
export async function runFollowUpJobsAt(t: TestApp, agreementId: bigint, now: Date): Promise<string[]> {
  const { db } = t.database;
  const handlers = followUpJobHandlers({ publicUrl: t.config.publicUrl, clock: () => now });
  const ran: string[] = [];
  for (let round = 0; round < 20; round += 1) {
    await db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(and(ofAgreement(agreementId), sql`${jobs.status} = 'queued'`, lte(jobs.runAt, now)));
    const claimed = await claimJobs(db, { workerId: 'moved-clock', types: TYPES, limit: 10, leaseMs: 60_000 });
    if (claimed.length === 0) return ran;
    for (const job of claimed) {
      await handlers[job.type]?.(job, { db, workerId: 'moved-clock', signal: new AbortController().signal });
      await completeJob(db, { id: job.id, workerId: 'moved-clock' });
      ran.push(job.type);
    }
  }
  throw new Error('follow-up jobs kept booking due jobs');
}

/** The follow-up jobs booked for one agreement, by type and time, oldest first. */
export async function bookedFollowUps(t: TestApp, agreementId: bigint): Promise<{ type: string; runAt: Date; status: string }[]> {
  const rows = await t.database.db
    .select({ type: jobs.type, runAt: jobs.runAt, status: jobs.status })
    .from(jobs)
    .where(ofAgreement(agreementId))
    .orderBy(jobs.id);
  return rows;
}
