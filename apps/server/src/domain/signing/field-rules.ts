import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError, ErrorCode, LIMITS, canDriveCondition, compactPhone, fieldValueProblem, isFieldShown, type FieldType, type RuledField, type FieldValueProblem } from '@signet/contracts';
import type { AgreementFieldRow } from '../agreement-core/agreements-repository.js';
import type { SubmittedField } from './field-values.js';

/** Which member of a submitted entry each type takes (issue 36); label, email and date_signed take none. */
const MEMBER: Partial<Record<FieldType, 'text' | 'checked' | 'image' | 'attachmentId'>> = {
  text: 'text',
  name: 'text',
  textarea: 'text',
  number: 'text',
  date: 'text',
  phone: 'text',
  dropdown: 'text',
  radio: 'text',
  checkbox: 'checked',
  signature: 'image',
  initials: 'image',
  stamp: 'image',
  attachment: 'attachmentId',
};
const MEMBERS = ['text', 'checked', 'image', 'attachmentId'] as const;

/** The one member of a submitted entry a field of this type takes, if any. */
export function memberOf(type: FieldType): (typeof MEMBERS)[number] | null {
  return MEMBER[type] ?? null;
}

/** A member the entry carries that its field's type does not take. */
export function wrongMember(type: FieldType, entry: SubmittedField): (typeof MEMBERS)[number] | null {
  return MEMBERS.find((member) => entry[member] !== undefined && member !== memberOf(type)) ?? null;
}

/** Whether the entry carries a value at all: an unticked box and empty text are no value. */
export function carriesValue(entry: SubmittedField | undefined): boolean {
  if (!entry) return false;
  return (entry.text !== undefined && entry.text.trim() !== '') || entry.checked === true || entry.image !== undefined || entry.attachmentId !== undefined;
}

/** A 403 naming one entry of the body, with a kind (and numbers) a browser can say in its language. */
export function fieldIssue(path: string, message: string, kind?: string, params?: Record<string, string | number | null>): AppError {
  return new AppError(ErrorCode.ParameterError, { data: { issues: [{ in: 'body', path, message, ...(kind ? { kind } : {}), ...(params ? { params } : {}) }] }, detail: message });
}

/**
 * What is wrong with a typed value: the shared rules (fieldValueProblem), then for a phone number
 * whether it can be a real one (libphonenumber-js), which the browser's short check cannot know.
 */
export function typedValueProblem(field: RuledField, text: string): FieldValueProblem | null {
  // Only a text box takes long text; the others keep the one-line limit they always had.
  if (field.type !== 'textarea' && [...text].length > LIMITS.fieldTextChars) {
    return { kind: 'too_long', message: `Write at most ${LIMITS.fieldTextChars} characters.`, params: { chars: LIMITS.fieldTextChars } };
  }
  const problem = fieldValueProblem(field, text);
  if (problem || field.type !== 'phone') return problem;
  return parsePhoneNumberFromString(compactPhone(text))?.isValid()
    ? null
    : { kind: 'not_phone', message: 'This is not a phone number in use; check the country code and the digits.', params: {} };
}

/** A typed value as it is kept: a phone number in E.164 ("+8613812345678"), anything else as written. */
export function keptText(field: Pick<RuledField, 'type'>, text: string): string {
  if (field.type !== 'phone') return text;
  return parsePhoneNumberFromString(compactPhone(text))?.number ?? compactPhone(text);
}

/**
 * Which fields are shown after this submit (issue 36). A field with a condition is shown while the
 * field its key names holds the value asked for, as this submit leaves it (the sender's fixed value
 * if read-only, else what was sent, else the default); a field whose driver is hidden is hidden too,
 * whatever its driver holds, so a chain of conditions hides everything below a hidden link.
 */
export function shownFields(fields: readonly AgreementFieldRow[], submitted: readonly SubmittedField[]): Set<bigint> {
  const entries = new Map(submitted.map((entry) => [entry.fieldId, entry]));
  const byKey = new Map(fields.flatMap((field) => (field.key ? [[field.key, field] as const] : [])));
  const shown = new Map<bigint, boolean>();
  const driverValue = (field: AgreementFieldRow): string | null => {
    if (!canDriveCondition(field.type)) return null;
    const entry = entries.get(field.id);
    if (field.readOnly) return field.defaultValue;
    if (field.type === 'checkbox') return entry?.checked !== undefined ? String(entry.checked) : field.defaultValue;
    return entry?.text?.trim() ? entry.text : field.defaultValue;
  };
  const isShown = (field: AgreementFieldRow, depth: number): boolean => {
    const known = shown.get(field.id);
    if (known !== undefined) return known;
    let result = true;
    const driver = field.showIf ? byKey.get(field.showIf.key) : undefined;
    // A condition naming no field here (the save refuses those) hides nothing; a loop (also refused) hides.
    if (driver) result = depth <= fields.length && isShown(driver, depth + 1) && isFieldShown(field, () => driverValue(driver));
    shown.set(field.id, result);
    return result;
  };
  return new Set(fields.filter((field) => isShown(field, 0)).map((field) => field.id));
}

/** Why a hidden field takes no value, naming its condition as the signer saw it. */
export function hiddenMessage(field: AgreementFieldRow): string {
  const condition = field.showIf!;
  const wanted = condition.equals === 'true' ? 'ticked' : condition.equals === 'false' ? 'not ticked' : `“${condition.equals}”`;
  return `This field is hidden: it shows only when “${condition.key}” is ${wanted}, so it takes no value.`;
}
