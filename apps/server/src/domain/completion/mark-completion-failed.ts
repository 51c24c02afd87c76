import type { CompletionFailureReason } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { upsertCompletion } from '../agreement-core/completion-repository.js';
import { changeAgreementStatus } from '../agreement-core/change-agreement-status.js';
import { findAgreement } from '../agreement-core/agreements-repository.js';

/**
 * Sealing failed for good (a permanent problem, or every retry used up): a 'waiting'
 * agreement becomes 'failed' (the status machine's only way in) with the reason for its sender, who may retry. Does
 * nothing once the agreement is completed or has left 'waiting' otherwise.
 */
export async function markCompletionFailed(db: Db, input: { agreementId: bigint; reason: CompletionFailureReason; detail: string; now?: Date }): Promise<boolean> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const agreement = await findAgreement(tx, input.agreementId, { forUpdate: true });
    if (agreement?.status !== 'waiting') return false;
    await upsertCompletion(tx, input.agreementId, { failureReason: input.reason, failedAt: now });
    await changeAgreementStatus(tx, {
      agreement,
      to: 'failed',
      at: now,
      event: { type: 'completion_failed', data: { reason: input.reason, detail: input.detail.slice(0, 1000) } },
    });
    return true;
  });
}
