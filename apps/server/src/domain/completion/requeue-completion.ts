import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { COMPLETE_AGREEMENT, enqueueAgreementCompletion } from '../../jobs/complete-agreement-job.js';

/**
 * Makes sure the agreement's sealing job will run: enqueued when missing (dedupe key
 * `agreement.complete:{id}`), and a job that already ended (done without sealing, or
 * failed) is set back to queued with its attempts reset. A queued job is made due
 * now; a running one is left to its worker.
 */
export async function requeueCompletion(db: Db, agreementId: bigint): Promise<bigint> {
  const job = await enqueueAgreementCompletion(db, agreementId);
  if (job.created) return job.id;
  await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`case when ${jobs.status} = 'queued' then ${jobs.attempts} else 0 end`,
      runAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.type, COMPLETE_AGREEMENT), inArray(jobs.status, ['queued', 'done', 'failed'])));
  return job.id;
}
