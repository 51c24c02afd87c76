import { AppError, ErrorCode, type Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { loadAgreementParts, updateAgreement } from '../agreement-core/agreements-repository.js';
import { lockOwnAgreement } from '../agreement-core/policy.js';
import { presentAgreementWithCompletion } from '../agreement-core/present-completion.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';

/**
 * Takes an agreement out of the trash in the status it had. A draft can be edited
 * again; a sent agreement still waiting opens to its signers again (links that have
 * not expired work; the sender may re-send). 403 'not_in_trash' when it is not there.
 */
export async function restoreAgreement(db: Db, input: { actor: Actor; agreementId: bigint }): Promise<Agreement> {
  return db.transaction(async (tx) => {
    const row = await lockOwnAgreement(tx, input.actor, input.agreementId);
    if (!row.deletedAt) throw new AppError(ErrorCode.ParameterError, { messageKey: 'not_in_trash' });
    const updated = await updateAgreement(tx, row.id, { deletedAt: null, revision: row.revision + 1 });
    await recordAgreementEvent(tx, {
      agreementId: row.id,
      type: 'restored',
      ...byActor(input.actor),
      data: { status: row.status, deletedAt: row.deletedAt.toISOString() },
    });
    return presentAgreementWithCompletion(tx, updated, await loadAgreementParts(tx, row.id));
  });
}
