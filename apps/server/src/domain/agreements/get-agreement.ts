import type { Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { loadAgreementParts } from '../agreement-core/agreements-repository.js';
import { EDITABLE_PURPOSES, requireOwnAgreement } from '../agreement-core/policy.js';
import { presentAgreementWithCompletion } from '../agreement-core/present-completion.js';
import type { Workspace } from '../company/workspace.js';
import { presentAttachment, submittedAttachments } from '../agreement-core/attachments-repository.js';

/** One of the sender's agreements with its documents, recipients, fields and sealed file (issue 7); 7403 for another's, 404 when missing. */
export async function getAgreement(db: Db, input: Workspace & { agreementId: bigint }): Promise<Agreement> {
  const row = await requireOwnAgreement(db, input, input.agreementId, { purposes: EDITABLE_PURPOSES });
  const agreement = await presentAgreementWithCompletion(db, row, await loadAgreementParts(db, row.id));
  // Issue 36: the files signers attached, kept with the agreement.
  return { ...agreement, attachments: (await submittedAttachments(db, row.id)).map(presentAttachment) };
}
