import type { FieldCondition, FieldOption, FieldType, FieldValidation } from './field-schemas.js';

/**
 * The rules a filled value must meet (issue 36), one module for the signer's browser (to say what
 * is wrong before submitting) and the server (which checks again whatever the browser sent).
 */
export interface RuledField {
  type: FieldType;
  validation?: FieldValidation | null;
  options?: readonly FieldOption[] | null;
  showIf?: FieldCondition | null;
}

/** What is wrong with a value; `message` is the English text, `kind` and `params` let a client translate it. */
export type FieldValueProblem =
  | { kind: 'pattern'; message: string; params: { custom: string | null } }
  | { kind: 'too_short' | 'too_long'; message: string; params: { chars: number } }
  | { kind: 'too_small' | 'too_large'; message: string; params: { limit: number } }
  | { kind: 'too_many_decimals'; message: string; params: { decimals: number } }
  | { kind: 'not_number' | 'not_date' | 'not_phone' | 'not_option' | 'one_line'; message: string; params: Record<string, never> };

const NUMBER = /^-?\d+(?:\.(\d+))?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** E.164: a plus, a country code and up to 15 digits in all. The server also asks libphonenumber-js. */
const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;

/** A phone number as typed ("+86 138-1234-5678") in the form it is kept: "+8613812345678". */
export function compactPhone(typed: string): string {
  return typed.replace(/[\s\-().]/g, '');
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function textProblem(value: string, validation: FieldValidation | null | undefined, multiline: boolean): FieldValueProblem | null {
  if (!multiline && /[\r\n]/.test(value)) return { kind: 'one_line', message: 'Write this on one line.', params: {} };
  const length = [...value].length;
  if (validation?.minLength !== undefined && length < validation.minLength) {
    return { kind: 'too_short', message: `Write at least ${validation.minLength} characters.`, params: { chars: validation.minLength } };
  }
  if (validation?.maxLength !== undefined && length > validation.maxLength) {
    return { kind: 'too_long', message: `Write at most ${validation.maxLength} characters.`, params: { chars: validation.maxLength } };
  }
  if (validation?.pattern !== undefined && !new RegExp(`^(?:${validation.pattern})$`, 'u').test(value)) {
    const custom = validation.patternMessage?.trim() || null;
    return { kind: 'pattern', message: custom ?? 'This value is not in the expected format.', params: { custom } };
  }
  return null;
}

function numberProblem(value: string, validation: FieldValidation | null | undefined): FieldValueProblem | null {
  const match = NUMBER.exec(value);
  if (!match) return { kind: 'not_number', message: 'Enter a number, such as 12 or -3.5.', params: {} };
  const decimals = match[1]?.length ?? 0;
  if (validation?.decimals !== undefined && decimals > validation.decimals) {
    const message = validation.decimals === 0 ? 'Enter a whole number.' : `Use at most ${validation.decimals} digits after the decimal point.`;
    return { kind: 'too_many_decimals', message, params: { decimals: validation.decimals } };
  }
  const number = Number(value);
  if (validation?.min !== undefined && number < validation.min) {
    return { kind: 'too_small', message: `Enter ${validation.min} or more.`, params: { limit: validation.min } };
  }
  if (validation?.max !== undefined && number > validation.max) {
    return { kind: 'too_large', message: `Enter ${validation.max} or less.`, params: { limit: validation.max } };
  }
  return null;
}

/**
 * What is wrong with a non-empty value the signer gave for this field, or null when it is fine.
 * Only typed values are checked here: images, attachments and check marks have their own checks.
 */
export function fieldValueProblem(field: RuledField, value: string): FieldValueProblem | null {
  switch (field.type) {
    case 'text':
    case 'name':
      return textProblem(value, field.validation, false);
    case 'textarea':
      return textProblem(value, field.validation, true);
    case 'number':
      return numberProblem(value, field.validation);
    case 'date':
      return isIsoDate(value) ? null : { kind: 'not_date', message: 'Choose a date (YYYY-MM-DD).', params: {} };
    case 'phone':
      return INTERNATIONAL_PHONE.test(compactPhone(value))
        ? null
        : { kind: 'not_phone', message: 'Enter a phone number with its country code, such as +1 415 555 0100.', params: {} };
    case 'dropdown':
    case 'radio':
      return (field.options ?? []).some((option) => option.value === value)
        ? null
        : { kind: 'not_option', message: 'Choose one of the options given.', params: {} };
    default:
      return null;
  }
}

/**
 * Whether a field is shown (and so may be required and is stamped): always, unless it has a
 * condition whose field does not hold the value asked for. `valueOfKey` answers the current value
 * of the field with that key ('true'/'false' for a checkbox, the chosen option), null when empty.
 */
export function isFieldShown(field: RuledField, valueOfKey: (key: string) => string | null): boolean {
  if (!field.showIf) return true;
  const current = valueOfKey(field.showIf.key);
  // An unticked checkbox is 'false' whether or not the signer touched it.
  return (current ?? (field.showIf.equals === 'false' ? 'false' : null)) === field.showIf.equals;
}
