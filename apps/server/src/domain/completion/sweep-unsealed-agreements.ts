import { and, eq, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreementRecipients, agreements, jobs } from '../../db/schema/index.js';
import { requeueCompletion } from './requeue-completion.js';

/**
 * Finds agreements whose route is finished (every step's members acted or were released) that are still 'waiting' without a live sealing
 * job (its job ended, or was never committed) and queues their sealing again. Run
 * hourly and at start-up, so nothing stays stuck after everyone signed. Returns the ids requeued.
 */
export async function sweepUnsealedAgreements(db: Db, options: { limit?: number } = {}): Promise<bigint[]> {
  const pendingSigner = db
    .select({ one: sql`1` })
    .from(agreementRecipients)
    // Someone of the route (issue 33: a recipient with a step) who has yet to act and was not released.
    .where(and(eq(agreementRecipients.agreementId, agreements.id), isNotNull(agreementRecipients.step), sql`${agreementRecipients.status} not in ('signed', 'approved', 'released')`));
  const liveJob = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(and(sql`${jobs.dedupeKey} = 'agreement.complete:' || ${agreements.id}::text`, or(eq(jobs.status, 'queued'), eq(jobs.status, 'running'))));
  const stuck = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(eq(agreements.status, 'waiting'), isNull(agreements.deletedAt), notExists(pendingSigner), notExists(liveJob)))
    .limit(options.limit ?? 500);
  for (const { id } of stuck) await requeueCompletion(db, id);
  return stuck.map((row) => row.id);
}
