import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { holdsFields, type Agreement, type RecipientRole, type ZAgreementFieldsInput } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementFields } from '../../db/schema/index.js';
import { loadAgreementParts, updateAgreement } from '../agreement-core/agreements-repository.js';
import { bodyProblem } from '../agreement-core/draft-input.js';
import { EDITABLE_PURPOSES, requireDraftAtRevision, requireOwnAgreement } from '../agreement-core/policy.js';
import { presentAgreement } from '../agreement-core/present-agreement.js';
import { loadAgreementOrigin } from '../agreement-core/agreement-origin.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';
import { checkFieldLogic } from './field-logic-checks.js';

export type FieldsValues = z.output<typeof ZAgreementFieldsInput>;

/** Why a role takes no fields, as the sender reads it. */
const FIELDLESS: Partial<Record<RecipientRole, string>> = {
  viewer: 'A viewer only views: give this field to someone who signs or approves.',
  copy: 'A copy recipient takes no action: give this field to someone who signs or approves.',
  filler: 'A filler fills the fields of later recipients and has none of their own.',
};

/**
 * Replaces a draft's fields (step 2) under the same lock and revision rules as
 * saveAgreementDraft. Each field belongs to a signer or approver of this agreement
 * (viewers, copies and fillers hold none) on a page of one of its documents, else 403. Signature fields
 * are always required.
 */
export async function saveAgreementFields(
  db: Db,
  input: { actor: Actor; agreementId: bigint; values: FieldsValues },
): Promise<Agreement> {
  const { actor, values } = input;
  return db.transaction(async (tx) => {
    const row = await requireOwnAgreement(tx, actor, input.agreementId, { forUpdate: true, purposes: EDITABLE_PURPOSES });
    requireDraftAtRevision(row, values.revision);
    const parts = await loadAgreementParts(tx, row.id);
    const holders = new Map(parts.recipients.map((recipient) => [recipient.id, recipient.role]));
    const parties = new Set(parts.recipients.flatMap((recipient) => (recipient.partyName ? [recipient.id] : [])));
    const pageCounts = new Map(parts.documents.map((document) => [document.id, document.pageCount]));
    for (const [index, field] of values.fields.entries()) {
      const role = holders.get(field.recipientId);
      if (role === undefined) throw bodyProblem(`fields.${index}.recipientId`, 'Not a recipient of this agreement.');
      if (!holdsFields(role)) throw bodyProblem(`fields.${index}.recipientId`, FIELDLESS[role] ?? 'This recipient holds no fields.');
      if (field.type === 'company_seal' && !parties.has(field.recipientId)) throw bodyProblem(`fields.${index}.type`, 'A company seal field belongs to a recipient who signs for a company.');
      const pageCount = pageCounts.get(field.documentId);
      if (pageCount === undefined) throw bodyProblem(`fields.${index}.documentId`, 'Not a document of this agreement.');
      if (field.page > pageCount) throw bodyProblem(`fields.${index}.page`, `The document has ${pageCount} pages.`);
    }
    checkFieldLogic(values.fields);

    await tx.delete(agreementFields).where(eq(agreementFields.agreementId, row.id));
    if (values.fields.length > 0) {
      await tx.insert(agreementFields).values(
        values.fields.map((field) => ({
          agreementId: row.id,
          recipientId: field.recipientId,
          documentId: field.documentId,
          page: field.page,
          type: field.type,
          x: field.x,
          y: field.y,
          width: field.width,
          height: field.height,
          // A label is the sender's text: nobody fills it, so it is never required and always read-only.
          required: field.type === 'signature' || field.type === 'company_seal' || (field.type !== 'label' && field.required),
          label: field.label,
          defaultValue: field.defaultValue === '' ? null : field.defaultValue,
          readOnly: field.type === 'label' || field.readOnly,
          sealKind: field.sealKind,
          key: field.key,
          helpText: field.helpText,
          validation: field.validation,
          options: field.options,
          showIf: field.showIf,
        })),
      );
    }
    const saved = await updateAgreement(tx, row.id, { draftStep: values.draftStep, revision: row.revision + 1 });
    await recordAgreementEvent(tx, { agreementId: row.id, type: 'fields_saved', ...byActor(actor), data: { count: values.fields.length, revision: saved.revision } });
    return presentAgreement(saved, await loadAgreementParts(tx, row.id), await loadAgreementOrigin(tx, saved));
  });
}
