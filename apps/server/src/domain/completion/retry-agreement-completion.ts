import { AppError, ErrorCode, type Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { loadAgreementParts } from '../agreement-core/agreements-repository.js';
import { requireOwnAgreement } from '../agreement-core/policy.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';
import { listRecipients } from '../agreement-core/signing-repository.js';
import { routeComplete } from '../agreement-core/signing-rules.js';
import { upsertCompletion } from '../agreement-core/completion-repository.js';
import { presentAgreementWithCompletion } from '../agreement-core/present-completion.js';
import { requeueCompletion } from './requeue-completion.js';
import { changeAgreementStatus } from '../agreement-core/change-agreement-status.js';
import { findAgreement, touchAgreement } from '../agreement-core/agreements-repository.js';

/**
 * The sender's "try again" after sealing failed: the agreement goes back to 'waiting'
 * and its sealing job is queued again with fresh attempts. A 'waiting' agreement whose
 * job is waiting out a back-off is nudged too.
 */
export async function retryAgreementCompletion(db: Db, input: { actor: Actor; agreementId: bigint }): Promise<Agreement> {
  const row = await db.transaction(async (tx) => {
    const agreement = await requireOwnAgreement(tx, input.actor, input.agreementId, { forUpdate: true });
    if (agreement.status === 'completed') throw new AppError(ErrorCode.ProcessCompleted);
    const ready = (agreement.status === 'failed' || agreement.status === 'waiting') && !agreement.deletedAt && routeComplete(await listRecipients(tx, agreement.id));
    if (!ready) throw new AppError(ErrorCode.ParameterError, { messageKey: 'completion_not_retryable', detail: `agreement is ${agreement.status}` });
    await upsertCompletion(tx, agreement.id, { failureReason: null, failedAt: null });
    await requeueCompletion(tx, agreement.id);
    const event = { type: 'completion_retried', ...byActor(input.actor) } as const;
    if (agreement.status !== 'waiting') return changeAgreementStatus(tx, { agreement, to: 'waiting', event });
    // Already waiting (its job is waiting out a back-off): no status change, the job is nudged and the retry recorded.
    await touchAgreement(tx, agreement.id);
    await recordAgreementEvent(tx, { ...event, agreementId: agreement.id });
    return (await findAgreement(tx, agreement.id)) ?? agreement;
  });
  return presentAgreementWithCompletion(db, row, await loadAgreementParts(db, row.id));
}
