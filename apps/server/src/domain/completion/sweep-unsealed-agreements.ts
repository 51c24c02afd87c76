import { and, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreementRecipients, agreements, jobs } from '../../db/schema/index.js';
import { requeueCompletion } from './requeue-completion.js';

/**
 * Finds agreements every signer signed that are still 'waiting' without a live sealing
 * job (its job ended, or was never committed) and queues their sealing again. Run
 * hourly and at start-up, so nothing stays stuck after everyone signed. Returns the ids requeued.
 */
export async function sweepUnsealedAgreements(db: Db, options: { limit?: number } = {}): Promise<bigint[]> {
  const pendingSigner = db
    .select({ one: sql`1` })
    .from(agreementRecipients)
    .where(and(eq(agreementRecipients.agreementId, agreements.id), eq(agreementRecipients.role, 'signer'), sql`${agreementRecipients.status} <> 'signed'`));
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
