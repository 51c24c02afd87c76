import { AppError, ErrorCode, type FieldType } from '@signet/contracts';
import type { AgreementFieldRow, AgreementRecipientRow } from '../agreement-core/agreements-repository.js';
import type { SubmittedField } from './field-values.js';
import { keptText, shownFields } from './field-rules.js';
import type { Db } from '../../db/client.js';
import { listAgreementFields, listRecipientFields } from '../agreement-core/signing-repository.js';

/**
 * What a filler (issue 33) may fill for someone else: what is written, ticked or chosen. Never a
 * signature, initials, a stamp, an attachment, the signing date or the signer's own e-mail: those
 * stay the signer's.
 */
const FILLABLE = new Set<FieldType>(['text', 'name', 'checkbox', 'textarea', 'number', 'date', 'phone', 'dropdown', 'radio']);

/**
 * The fields a filler fills: those of the signers and approvers in steps after theirs, of a kind
 * they may fill, that the sender did not fix (read-only). In the agreement's field order.
 */
export function fillerFields(filler: AgreementRecipientRow, recipients: readonly AgreementRecipientRow[], fields: readonly AgreementFieldRow[]): AgreementFieldRow[] {
  return fillable(filler, recipients, fields).filter((field) => !field.readOnly);
}

/** Every field of a kind a filler fills held by someone after them, fixed or not. */
function fillable(filler: AgreementRecipientRow, recipients: readonly AgreementRecipientRow[], fields: readonly AgreementFieldRow[]): AgreementFieldRow[] {
  const mine = filler.step ?? 0;
  const later = new Set(recipients.filter((recipient) => (recipient.role === 'signer' || recipient.role === 'approver') && (recipient.step ?? 0) > mine).map((recipient) => recipient.id));
  return fields.filter((field) => later.has(field.recipientId) && FILLABLE.has(field.type));
}

/** Whom a filler fills for: the later recipients holding such fields, before and after the filler acted. */
export function fillsFor(filler: AgreementRecipientRow, recipients: readonly AgreementRecipientRow[], fields: readonly AgreementFieldRow[]): AgreementRecipientRow[] {
  const holders = new Set(fillable(filler, recipients, fields).map((field) => field.recipientId));
  return recipients.filter((recipient) => holders.has(recipient.id));
}

/**
 * The values a filler gives: text for text and name fields, a tick for a checkbox. Each becomes the
 * field's fixed value for its recipient (a value left empty stays theirs to fill). A required
 * field left empty is refused like a signer's, every such field named.
 */
export function fillForOthers(fields: readonly AgreementFieldRow[], submitted: readonly SubmittedField[]): { field: AgreementFieldRow; value: string | null }[] {
  const entries = new Map(submitted.map((entry) => [entry.fieldId, entry]));
  const shown = shownFields(fields, submitted);
  const fills = fields.map((field) => {
    const entry = entries.get(field.id);
    const value = field.type === 'checkbox' ? (entry?.checked === undefined ? null : String(entry.checked)) : entry?.text?.trim() ? keptText(field, entry.text) : null;
    return { field, value };
  });
  const missing = fills.filter(({ field, value }) => shown.has(field.id) && field.required && (field.type === 'checkbox' ? value !== 'true' : value === null));
  if (missing.length > 0) {
    throw new AppError(ErrorCode.ParameterError, {
      messageKey: 'required_fields_missing',
      data: {
        missingFieldIds: missing.map(({ field }) => field.id.toString()),
        issues: missing.map(({ field }) => ({ in: 'body', path: 'fields', message: `Field ${field.id} (${field.type}) is required.` })),
      },
    });
  }
  return fills;
}

/** The fields a recipient acts on: a filler's are the later recipients' they fill, anyone else's their own. */
export async function fieldsToAct(db: Db, me: AgreementRecipientRow, recipients: readonly AgreementRecipientRow[]): Promise<AgreementFieldRow[]> {
  if (me.role === 'filler') return fillerFields(me, recipients, await listAgreementFields(db, me.agreementId));
  return listRecipientFields(db, me.agreementId, me.id);
}
