import type { Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { loadAgreementParts } from './agreements-repository.js';
import { requireOwnAgreement } from './policy.js';
import { presentAgreement } from './present-agreement.js';

/** One of the sender's agreements with its documents, recipients and fields; 7403 for another's, 404 when missing. */
export async function getAgreement(db: Db, input: { userId: bigint; agreementId: bigint }): Promise<Agreement> {
  const row = await requireOwnAgreement(db, input.userId, input.agreementId);
  return presentAgreement(row, await loadAgreementParts(db, row.id));
}
