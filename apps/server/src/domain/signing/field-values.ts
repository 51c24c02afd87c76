import type { z } from 'zod';
import { AppError, ErrorCode, type ZSubmittedField } from '@signet/contracts';
import type { AgreementFieldRow, AgreementRecipientRow } from '../agreement-core/agreements-repository.js';
import type { StoredSignatureImage } from './signature-image.js';

export type SubmittedField = z.output<typeof ZSubmittedField>;

/** What one field will hold after the submit. */
export interface FieldFill {
  fieldId: bigint;
  value: string | null;
  image: StoredSignatureImage | null;
}

const IMAGE_TYPES = new Set(['signature', 'initials']);

function issue(path: string, message: string): AppError {
  return new AppError(ErrorCode.ParameterError, { data: { issues: [{ in: 'body', path, message }] }, detail: message });
}

/**
 * Checks the submitted values against this signer's fields before any work is done:
 * each names one of their fields once, and carries only what its type takes (image
 * for signature and initials, `checked` for a checkbox, `text` for text and name;
 * email and date_signed are the server's). 403 naming the entry otherwise.
 */
export function checkSubmittedFields(fields: readonly AgreementFieldRow[], submitted: readonly SubmittedField[]): void {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const seen = new Set<bigint>();
  for (const [index, entry] of submitted.entries()) {
    const path = `fields.${index}`;
    const field = byId.get(entry.fieldId);
    if (!field) throw issue(`${path}.fieldId`, 'Not one of your fields.');
    if (seen.has(entry.fieldId)) throw issue(`${path}.fieldId`, 'This field is listed twice.');
    seen.add(entry.fieldId);
    const takesImage = IMAGE_TYPES.has(field.type);
    if (entry.image !== undefined && !takesImage) throw issue(`${path}.image`, `A ${field.type} field takes no image.`);
    if (entry.checked !== undefined && field.type !== 'checkbox') throw issue(`${path}.checked`, `A ${field.type} field takes no check mark.`);
    if (entry.text !== undefined && field.type !== 'text' && field.type !== 'name') throw issue(`${path}.text`, `A ${field.type} field takes no text.`);
  }
}

function valueOf(field: AgreementFieldRow, entry: SubmittedField | undefined, me: AgreementRecipientRow, now: Date, sealUseId: bigint | null): string | null {
  // The sender's value stands when it is read-only, and when the signer sent nothing for the field.
  if (field.readOnly) return field.defaultValue;
  if (field.defaultValue !== null && entry?.text === undefined && entry?.checked === undefined) return field.defaultValue;
  switch (field.type) {
    case 'date_signed':
      return now.toISOString();
    case 'email':
      return me.email;
    case 'name':
      return entry?.text === undefined ? me.name || null : entry.text || null;
    case 'text':
      return entry?.text || null;
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
  const fills = input.fields.map((field) => ({
    fieldId: field.id,
    value: valueOf(field, entries.get(field.id), input.me, input.now, input.sealUseId ?? null),
    image: IMAGE_TYPES.has(field.type) ? (input.images.get(field.id) ?? null) : null,
    field,
  }));
  const missing = fills.filter(({ field, value, image }) =>
    field.required && !field.readOnly && (field.type === 'checkbox' ? value !== 'true' : value === null && image === null),
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
