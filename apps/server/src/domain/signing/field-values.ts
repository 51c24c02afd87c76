import type { z } from 'zod';
import { AppError, ErrorCode, type ZSubmittedField } from '@signet/contracts';
import type { AgreementFieldRow, AgreementRecipientRow } from '../agreement-core/agreements-repository.js';
import type { StoredSignatureImage } from './signature-image.js';
import { carriesValue, fieldIssue, hiddenMessage, keptText, memberOf, shownFields, typedValueProblem, wrongMember } from './field-rules.js';

export type SubmittedField = z.output<typeof ZSubmittedField>;

/** What one field will hold after the submit. */
export interface FieldFill {
  fieldId: bigint;
  value: string | null;
  image: StoredSignatureImage | null;
}

const IMAGE_TYPES = new Set(['signature', 'initials', 'stamp']);

/**
 * Checks the submitted values against this signer's fields before any work is done: each names
 * one of their fields once and carries only the member its type takes (text for the typed kinds,
 * `checked` for a checkbox, an image for signature, initials and stamp, `attachmentId` for an
 * attachment; email, date_signed and label take none); each typed value meets its field's rules
 * (issue 36: pattern, lengths, number, date, phone, option); and a field its condition hides takes
 * no value. 403 naming the entry, with the problem's kind, otherwise.
 */
export function checkSubmittedFields(fields: readonly AgreementFieldRow[], submitted: readonly SubmittedField[]): void {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const seen = new Set<bigint>();
  const shown = shownFields(fields, submitted);
  for (const [index, entry] of submitted.entries()) {
    const path = `fields.${index}`;
    const field = byId.get(entry.fieldId);
    if (!field) throw fieldIssue(`${path}.fieldId`, 'Not one of your fields.');
    if (seen.has(entry.fieldId)) throw fieldIssue(`${path}.fieldId`, 'This field is listed twice.');
    seen.add(entry.fieldId);
    const wrong = wrongMember(field.type, entry);
    if (wrong) throw fieldIssue(`${path}.${wrong}`, `A ${field.type} field takes no ${WHAT[wrong]}.`, 'wrong_kind');
    if (!shown.has(field.id) && carriesValue(entry)) throw fieldIssue(`${path}.${memberOf(field.type) ?? 'fieldId'}`, hiddenMessage(field), 'hidden');
    if (field.readOnly || entry.text === undefined || entry.text.trim() === '') continue;
    const problem = typedValueProblem(field, entry.text);
    if (problem) throw fieldIssue(`${path}.text`, problem.message, problem.kind, problem.params);
  }
}

const WHAT = { text: 'text', checked: 'check mark', image: 'image', attachmentId: 'attachment' } as const;

function valueOf(field: AgreementFieldRow, entry: SubmittedField | undefined, me: AgreementRecipientRow, now: Date, sealUseId: bigint | null): string | null {
  // The sender's value stands when it is read-only, and when the signer sent nothing for the field.
  if (field.readOnly) return field.defaultValue;
  if (field.defaultValue !== null && entry?.text === undefined && entry?.checked === undefined) return field.type === 'phone' ? keptText(field, field.defaultValue) : field.defaultValue;
  switch (field.type) {
    case 'date_signed':
      return now.toISOString();
    case 'email':
      return me.email;
    case 'name':
      return entry?.text === undefined ? me.name || null : entry.text || null;
    case 'text':
    case 'textarea':
    case 'number':
    case 'date':
    case 'phone':
    case 'dropdown':
    case 'radio':
      return entry?.text?.trim() ? keptText(field, entry.text) : null;
    case 'attachment':
      return entry?.attachmentId === undefined ? null : entry.attachmentId.toString();
    case 'checkbox':
      return entry?.checked === undefined ? null : String(entry.checked);
    case 'company_seal':
      // The seal the recipient applied before (applySeal): every seal field of theirs shows it.
      return sealUseId === null ? null : sealUseId.toString();
    default:
      return null;
  }
}

/**
 * The value of each of this signer's fields: dates set by the server, e-mail from
 * the recipient, name prefilled from the recipient unless changed, images as stored;
 * a value the sender filled in unless the signer changed it (never when it is read-only).
 * A required field left empty (a required checkbox left unticked) is refused with 403
 * 'Please fill in every required field.', every such field named in data.
 */
export function fillFields(input: {
  fields: readonly AgreementFieldRow[];
  submitted: readonly SubmittedField[];
  images: ReadonlyMap<bigint, StoredSignatureImage>;
  me: AgreementRecipientRow;
  now: Date;
  /** The company seal this recipient applied, if any (issue 34). */
  sealUseId?: bigint | null;
}): FieldFill[] {
  const entries = new Map(input.submitted.map((entry) => [entry.fieldId, entry]));
  const shown = shownFields(input.fields, input.submitted);
  // A field its condition hides is not required and stays empty, whatever its default (issue 36).
  const fills = input.fields.map((field) => ({
    fieldId: field.id,
    value: shown.has(field.id) ? valueOf(field, entries.get(field.id), input.me, input.now, input.sealUseId ?? null) : null,
    image: IMAGE_TYPES.has(field.type) && shown.has(field.id) ? (input.images.get(field.id) ?? null) : null,
    field,
  }));
  const missing = fills.filter(({ field, value, image }) =>
    shown.has(field.id) && field.required && !field.readOnly && (field.type === 'checkbox' ? value !== 'true' : value === null && image === null),
  );
  if (missing.length > 0) {
    throw new AppError(ErrorCode.ParameterError, {
      messageKey: 'required_fields_missing',
      data: {
        missingFieldIds: missing.map(({ fieldId }) => fieldId.toString()),
        issues: missing.map(({ field }) => ({ in: 'body', path: 'fields', message: `Field ${field.id} (${field.type}) is required.` })),
      },
    });
  }
  return fills.map(({ fieldId, value, image }) => ({ fieldId, value, image }));
}
