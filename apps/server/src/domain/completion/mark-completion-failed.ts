import { and, eq } from 'drizzle-orm';
import type { CompletionFailureReason } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreements } from '../../db/schema/index.js';
import { recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { upsertCompletion } from '../agreement-core/completion-repository.js';

/**
 * Sealing failed for good (a permanent problem, or every retry used up): a 'waiting'
 * agreement becomes 'failed' (the status machine's only way in, enforced by the
 * conditional update) with the reason for its sender, who may retry. Does
 * nothing once the agreement is completed or has left 'waiting' otherwise.
 */
export async function markCompletionFailed(db: Db, input: { agreementId: bigint; reason: CompletionFailureReason; detail: string; now?: Date }): Promise<boolean> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(agreements)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(agreements.id, input.agreementId), eq(agreements.status, 'waiting')))
      .returning({ id: agreements.id });
    if (!row) return false;
    await upsertCompletion(tx, input.agreementId, { failureReason: input.reason, failedAt: now });
    await recordAgreementEvent(tx, { agreementId: input.agreementId, type: 'completion_failed', data: { reason: input.reason, detail: input.detail.slice(0, 1000) } });
    return true;
  });
}
