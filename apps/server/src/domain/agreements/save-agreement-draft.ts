import type { Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { getUserById } from '../account/users-repository.js';
import { deleteUnreferencedFiles } from '../documents/stored-file-references.js';
import { deleteUnreferencedPageImages } from '../page-images/delete-page-images.js';
import { effectivePlan } from '../plan/effective-plan.js';
import { loadAgreementParts, updateAgreement } from '../agreement-core/agreements-repository.js';
import { assertSignerLimit, bodyProblem, draftRecipients, routedRecipients, type DraftValues } from '../agreement-core/draft-input.js';
import { EDITABLE_PURPOSES, requireDraftAtRevision, requireOwnAgreement } from '../agreement-core/policy.js';
import { presentAgreement } from '../agreement-core/present-agreement.js';
import { loadAgreementOrigin } from '../agreement-core/agreement-origin.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';
import { syncDocuments } from './sync-documents.js';
import { syncRecipients } from './sync-recipients.js';
import { workPlanHolder } from '../company/work-plan.js';

/**
 * Saves step 1's content over a draft, in one transaction with the agreement row
 * locked: 404 / 7403 as for reading, 7201 once sent, 7026 when the draft moved past
 * the revision the client started from. Recipients and documents that stay keep
 * their fields (even when reordered); removed ones lose them. Files of removed
 * documents whose drive document is already gone are deleted after the commit.
 */
export async function saveAgreementDraft(
  db: Db,
  files: FileStore,
  input: { actor: Actor; agreementId: bigint; revision: number; draft: DraftValues },
): Promise<Agreement> {
  const { actor, draft } = input;
  const { agreement, orphans } = await db.transaction(async (tx) => {
    const row = await requireOwnAgreement(tx, actor, input.agreementId, { forUpdate: true, purposes: EDITABLE_PURPOSES });
    requireDraftAtRevision(row, input.revision);
    // A template names roles; who signs is decided each time it is used.
    if (row.purpose === 'template' && draft.selfSign) throw bodyProblem('selfSign', 'A template cannot be signed by its sender alone.');
    const owner = await getUserById(tx, actor.userId);
    const before = await loadAgreementParts(tx, row.id);
    const route = routedRecipients(draftRecipients(draft, owner, before.recipients), draft.signingOrder);
    const { recipients } = route;
    assertSignerLimit(recipients, effectivePlan(await workPlanHolder(tx, row, owner)));

    const { documents, removed } = await syncDocuments(tx, { agreementId: row.id, uploader: actor, refs: draft.documents, existing: before.documents });
    await syncRecipients(tx, { agreementId: row.id, recipients, existing: before.recipients });
    const saved = await updateAgreement(tx, row.id, {
      name: draft.name || documents[0]?.name || '',
      selfSign: draft.selfSign,
      signingOrder: route.signingOrder,
      subject: draft.subject,
      message: draft.message,
      draftStep: draft.draftStep,
      // Absent: kept as they are (issue 18).
      ...(draft.expiresAt !== undefined ? { expiresAt: draft.expiresAt ? new Date(draft.expiresAt) : null } : {}),
      ...(draft.reminders !== undefined ? { reminders: draft.reminders } : {}),
      // Absent: kept as they are (issue 38).
      ...(draft.externalId !== undefined ? { externalId: draft.externalId } : {}),
      ...(draft.metadata !== undefined ? { metadata: draft.metadata } : {}),
      revision: row.revision + 1,
    });
    await recordAgreementEvent(tx, {
      agreementId: row.id,
      type: 'draft_saved',
      ...byActor(actor),
      data: { revision: saved.revision, documents: documents.length, recipients: recipients.length, documentsRemoved: removed.length },
    });
    const parts = await loadAgreementParts(tx, row.id);
    const orphans = removed.filter((document) => document.documentId === null);
    return { agreement: presentAgreement(saved, parts, await loadAgreementOrigin(tx, saved)), orphans };
  });
  await deleteUnreferencedFiles(db, files, orphans.flatMap((document) => [document.originalKey, document.pdfKey]));
  // A replaced document's page images go too, unless another document still has its PDF.
  for (const orphan of orphans) await deleteUnreferencedPageImages(db, files, { sha256: orphan.pdfSha256, pageCount: orphan.pageCount });
  return agreement;
}
