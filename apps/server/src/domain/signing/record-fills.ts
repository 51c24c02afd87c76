import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreementFields, companySealUses, signerAttachments } from '../../db/schema/index.js';
import { attachmentsByIds, type SignerAttachmentRow } from '../agreement-core/attachments-repository.js';
import { fieldIssue } from './field-rules.js';
import type { AgreementFieldRow, AgreementRecipientRow } from '../agreement-core/agreements-repository.js';
import { bySigner, recordAgreementEvent, type SignerActor } from '../agreement-core/record-agreement-event.js';
import { fillFields, type SubmittedField } from './field-values.js';
import { fillForOthers } from './filler-fields.js';
import type { StoredSignatureImage } from './signature-image.js';

/** Stamps a signer's (or approver's) own fields with what they submitted, each filled one in the trail. */
export async function fillOwnFields(
  tx: Db,
  input: {
    agreementId: bigint;
    actor: SignerActor;
    me: AgreementRecipientRow;
    fields: readonly AgreementFieldRow[];
    submitted: readonly SubmittedField[];
    images: ReadonlyMap<bigint, StoredSignatureImage>;
    now: Date;
  },
): Promise<void> {
  const sealUseId = input.fields.some((field) => field.type === 'company_seal') ? await appliedSealOf(tx, input.agreementId, input.me.id) : null;
  const fills = fillFields({ fields: input.fields, submitted: input.submitted, images: input.images, me: input.me, now: input.now, sealUseId });
  const attachments = await keepAttachments(tx, { ...input, fills });
  for (const fill of fills) {
    const filled = fill.value !== null || fill.image !== null;
    await tx
      .update(agreementFields)
      .set({ value: fill.value, imageKey: fill.image?.key ?? null, imageSha256: fill.image?.sha256 ?? null, filledAt: filled ? input.now : null })
      .where(and(eq(agreementFields.id, fill.fieldId), eq(agreementFields.recipientId, input.me.id)));
    if (!filled) continue;
    const field = input.fields.find((row) => row.id === fill.fieldId);
    await recordAgreementEvent(tx, {
      agreementId: input.agreementId,
      type: 'field_filled',
      ...bySigner(input.actor),
      data: { fieldId: fill.fieldId.toString(), type: field?.type, ...(fill.image ? { imageSha256: fill.image.sha256 } : { value: fill.value }), ...attachmentFacts(attachments.get(fill.fieldId)) },
    });
  }
}

/**
 * A filler's values (issue 33) become the fixed values of the later recipients' fields: each given
 * value is read-only for its recipient, who then signs what the filler wrote. Empty ones stay theirs.
 */
export async function fillForLater(
  tx: Db,
  input: { agreementId: bigint; actor: SignerActor; fields: readonly AgreementFieldRow[]; submitted: readonly SubmittedField[] },
): Promise<void> {
  for (const { field, value } of fillForOthers(input.fields, input.submitted)) {
    if (value === null) continue;
    await tx
      .update(agreementFields)
      .set({ defaultValue: value, readOnly: true })
      .where(and(eq(agreementFields.id, field.id), eq(agreementFields.agreementId, input.agreementId)));
    await recordAgreementEvent(tx, {
      agreementId: input.agreementId,
      type: 'field_filled',
      ...bySigner(input.actor),
      data: { fieldId: field.id.toString(), type: field.type, value, forRecipientId: field.recipientId.toString() },
    });
  }
}

/**
 * The uploads a submit names become the agreement's (issue 36): each must be this recipient's
 * upload for that very field, else 403 naming the entry. Only those of fields still shown are kept
 * (a hidden field's value was refused before); they get their submitted time.
 */
async function keepAttachments(
  tx: Db,
  input: { agreementId: bigint; me: AgreementRecipientRow; submitted: readonly SubmittedField[]; fills: readonly { fieldId: bigint; value: string | null }[]; now: Date },
): Promise<Map<bigint, SignerAttachmentRow>> {
  const named = input.submitted.flatMap((entry, index) => (entry.attachmentId === undefined ? [] : [{ entry, index, attachmentId: entry.attachmentId }]));
  const rows = new Map((await attachmentsByIds(tx, input.agreementId, named.map(({ attachmentId }) => attachmentId))).map((row) => [row.id, row]));
  const kept = new Map<bigint, SignerAttachmentRow>();
  for (const { entry, index, attachmentId } of named) {
    const row = rows.get(attachmentId);
    if (!row || row.recipientId !== input.me.id) throw fieldIssue(`fields.${index}.attachmentId`, 'No such upload of yours: upload the file again.', 'attachment_unknown');
    if (row.fieldId !== entry.fieldId) throw fieldIssue(`fields.${index}.attachmentId`, 'This file was uploaded for another field; upload it into this one.', 'attachment_other_field');
    if (!input.fills.some((fill) => fill.fieldId === entry.fieldId && fill.value === attachmentId.toString())) continue;
    await tx.update(signerAttachments).set({ submittedAt: input.now }).where(eq(signerAttachments.id, row.id));
    kept.set(entry.fieldId, row);
  }
  return kept;
}

/** What the trail says of a kept attachment: its name, size and SHA-256. */
function attachmentFacts(row: SignerAttachmentRow | undefined) {
  return row ? { attachment: { id: row.id.toString(), name: row.name, size: row.size, sha256: row.sha256 } } : {};
}

/** The company seal this recipient applied on the signing page (issue 34), whose id their seal fields record. */
async function appliedSealOf(tx: Db, agreementId: bigint, recipientId: bigint): Promise<bigint | null> {
  const [use] = await tx.select({ id: companySealUses.id }).from(companySealUses).where(and(eq(companySealUses.agreementId, agreementId), eq(companySealUses.recipientId, recipientId)));
  return use?.id ?? null;
}
