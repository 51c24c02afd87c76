import { z } from 'zod';
import type { Db } from '../db/client.js';
import { enqueueJob, type EnqueuedJob } from './enqueue-job.js';
import type { Job } from './job.js';

/**
 * Seals an agreement once every signer signed: stamps the fields, appends the audit
 * certificate, seals (PAdES), stores the file and completes the agreement, then its
 * delivery mails go out (domain/completion/complete-agreement.ts).
 */
export const COMPLETE_AGREEMENT = 'agreement.complete';
/** Hourly: re-queues the sealing of fully signed agreements that have no live sealing job. */
export const COMPLETION_SWEEP = 'agreement.completion-sweep';

/** Enqueues the sealing once per agreement (dedupe key), inside the caller's transaction. */
export function enqueueAgreementCompletion(db: Db, agreementId: bigint): Promise<EnqueuedJob> {
  return enqueueJob(db, { type: COMPLETE_AGREEMENT, payload: { agreementId: agreementId.toString() }, dedupeKey: `${COMPLETE_AGREEMENT}:${agreementId}` });
}

const ZPayload = z.object({ agreementId: z.string().regex(/^\d+$/) });
const hourOf = (date: Date) => date.toISOString().slice(0, 13);

/** Books the sweep for the hour of `at` (dedupe key per hour, so every process may call it). */
export function scheduleCompletionSweep(db: Db, at: Date = new Date()) {
  return enqueueJob(db, { type: COMPLETION_SWEEP, payload: {}, dedupeKey: `${COMPLETION_SWEEP}:${hourOf(at)}`, runAt: at });
}

/** The agreement a sealing job is for. */
export function agreementIdOfJob(job: Job): bigint {
  return BigInt(ZPayload.parse(job.payload).agreementId);
}
