import { AppError, ErrorCode, type Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { loadAgreementParts, updateAgreement } from '../agreement-core/agreements-repository.js';
import { lockOwnAgreement } from '../agreement-core/policy.js';
import { presentAgreementWithCompletion } from '../agreement-core/present-completion.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';
import { signatureState } from '../agreement-core/sender-actions.js';
import { assertNotAwaitingSeal } from '../agreement-core/status-machine.js';

/**
 * Moves one of the sender's agreements to the trash, whatever its status (spec 4
 * "delete (moves to trash and ends the signing process)"): from then on every link and
 * signer action answers 7203 (`closedCode`). The status is kept, so a restore gives it
 * back as it was. 7203 when it is in the trash already; 7410 once every signer has signed and
 * the seal is pending (sealing skips the trash, so the signatures would be lost); 7025 while
 * another change holds it.
 */
export async function deleteAgreement(db: Db, input: { actor: Actor; agreementId: bigint; now?: Date }): Promise<Agreement> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockOwnAgreement(tx, input.actor, input.agreementId);
    if (row.deletedAt) throw new AppError(ErrorCode.ProcessDeleted, { detail: 'in the trash already' });
    const parts = await loadAgreementParts(tx, row.id);
    assertNotAwaitingSeal({ status: row.status, ...signatureState(parts.recipients) });
    const updated = await updateAgreement(tx, row.id, { deletedAt: now, revision: row.revision + 1 });
    await recordAgreementEvent(tx, { agreementId: row.id, type: 'deleted', ...byActor(input.actor), data: { status: row.status } });
    return presentAgreementWithCompletion(tx, updated, parts);
  });
}
