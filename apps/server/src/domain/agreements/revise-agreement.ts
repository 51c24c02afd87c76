import { AppError, ErrorCode, type Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { loadAgreementParts } from '../agreement-core/agreements-repository.js';
import { lockOwnAgreement } from '../agreement-core/policy.js';
import { presentAgreement } from '../agreement-core/present-agreement.js';
import { loadAgreementOrigin } from '../agreement-core/agreement-origin.js';
import { byActor, type Actor } from '../agreement-core/record-agreement-event.js';
import { hasSigned, signatureState } from '../agreement-core/sender-actions.js';
import { assertNotAwaitingSeal, assertTransition } from '../agreement-core/status-machine.js';
import { changeAgreementStatus } from '../agreement-core/change-agreement-status.js';

/**
 * Takes a sent agreement that nobody has signed yet back to change it ('Updating'):
 * its signing links answer 7025 until it is sent again, and the creation steps edit it
 * like a draft from step 1 (sendAgreement then uses no quota: it is the same request).
 * Checks, with the row locked without waiting: 7025 while another change holds it,
 * 404 / 7403, 7203 in the trash, the status machine (only 'waiting' may be revised:
 * 7408 voided, 7407 declined, 7410 completed or failed, 7202 a draft or already
 * updating), 7410 once every signer has signed (sealing is pending), then 403
 * 'revise_after_signature' once some signer has signed.
 */
export async function reviseAgreement(db: Db, input: { actor: Actor; agreementId: bigint }): Promise<Agreement> {
  return db.transaction(async (tx) => {
    const row = await lockOwnAgreement(tx, input.actor, input.agreementId);
    if (row.deletedAt) throw new AppError(ErrorCode.ProcessDeleted, { detail: `agreement ${row.id} is in the trash` });
    assertTransition(row.status, 'updating');
    const before = await loadAgreementParts(tx, row.id);
    assertNotAwaitingSeal({ status: row.status, ...signatureState(before.recipients) });
    // An approval (issue 33) was given to these documents as much as a signature was.
    if (before.recipients.some(hasSigned)) {
      throw new AppError(ErrorCode.ParameterError, { messageKey: 'revise_after_signature' });
    }
    const updated = await changeAgreementStatus(tx, {
      agreement: row,
      to: 'updating',
      values: { draftStep: 1, revision: row.revision + 1 },
      event: (changed) => ({ type: 'revised', ...byActor(input.actor), data: { revision: changed.revision } }),
    });
    return presentAgreement(updated, before, await loadAgreementOrigin(tx, updated));
  });
}
