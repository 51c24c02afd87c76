import type { Db } from '../db/client.js';
import { enqueueJob, type EnqueuedJob } from './enqueue-job.js';

/**
 * Seals an agreement once every signer signed (issue 7 adds its handler). Until a
 * handler exists no worker claims this type (workers claim only the types they
 * handle), so the job waits, attempts untouched, and the agreement stays 'waiting'.
 */
export const COMPLETE_AGREEMENT = 'agreement.complete';

/** Enqueues the sealing once per agreement (dedupe key), inside the caller's transaction. */
export function enqueueAgreementCompletion(db: Db, agreementId: bigint): Promise<EnqueuedJob> {
  return enqueueJob(db, { type: COMPLETE_AGREEMENT, payload: { agreementId: agreementId.toString() }, dedupeKey: `${COMPLETE_AGREEMENT}:${agreementId}` });
}
