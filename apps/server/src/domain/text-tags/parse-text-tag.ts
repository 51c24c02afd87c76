import { isChoiceField, isSignerOnlyField, LIMITS, type FieldType } from '@signet/contracts';
import { fieldTypeOfTag } from './field-type-aliases.js';
import type { TextTagProblemKind } from './text-tag-types.js';

/** What a tag asks for, before it has a place on a page. */
export interface TextTagSpec {
  type: FieldType;
  role: string;
  name: string | null;
  required: boolean;
  options?: string[];
  /** width= and height=, in points (1/72 inch), when the tag gives them. */
  width?: number;
  height?: number;
}

export type ParsedTextTag = { spec: TextTagSpec } | { problem: TextTagProblemKind; detail: string };

/** The same rule as a field key (ZFieldKey): the name becomes the key conditions point at. */
const KEY = /^[A-Za-z0-9_-]{1,40}$/;
/** Larger than any page Signet takes (A0 is 2384 points tall). */
const MOST_POINTS = 5000;

const refuse = (problem: TextTagProblemKind, detail: string): ParsedTextTag => ({ problem, detail });

function points(value: string): number | null {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) && number > 0 && number <= MOST_POINTS ? number : null;
}

/**
 * Reads one tag, `{{Type;option;option=value…}}`: parts are separated by `;`, spaces around
 * them are ignored, option names are compared without case. The type comes first; then `role=`
 * (required), `name=`, `required` or `optional`, `options=a|b|c` (dropdown and radio only),
 * `width=` and `height=` in points. Signer-only fields (signatures, initials, the signing date,
 * seals, stamps, attachments) are required unless `optional`; other fields are required only
 * with `required`, but a checkbox never is unless asked.
 */
export function parseTextTag(raw: string): ParsedTextTag {
  const [written = '', ...parts] = raw.slice(2, -2).split(';').map((part) => part.trim());
  const type = fieldTypeOfTag(written);
  if (!type) return refuse('unknown_type', `no field type is called "${written}"`);

  const spec: TextTagSpec = { type, role: '', name: null, required: isSignerOnlyField(type) };
  for (const part of parts) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const option = (equals < 0 ? part : part.slice(0, equals)).trim().toLowerCase();
    const value = equals < 0 ? null : part.slice(equals + 1).trim();
    if ((option === 'required' || option === 'optional') && value === null) {
      spec.required = option === 'required';
      continue;
    }
    if (value === null || !['role', 'name', 'options', 'width', 'height'].includes(option)) {
      return refuse('unknown_option', `"${part}" is not an option of a tag`);
    }
    if (option === 'role') spec.role = value;
    else if (option === 'name') {
      if (!KEY.test(value)) return refuse('bad_value', `name "${value}" must be 1 to 40 letters, digits, - or _`);
      spec.name = value;
    } else if (option === 'options') {
      const choices = value.split('|').map((choice) => choice.trim());
      if (!isChoiceField(type)) return refuse('bad_value', 'only a dropdown or radio tag takes options');
      if (choices.length < 2 || choices.some((choice) => choice === '' || choice.length > LIMITS.fieldOptionChars) || new Set(choices).size !== choices.length) {
        return refuse('bad_value', 'options must be at least two different, non-empty choices separated by |');
      }
      if (choices.length > LIMITS.fieldOptions) return refuse('bad_value', `at most ${LIMITS.fieldOptions} options`);
      spec.options = choices;
    } else {
      const size = points(value);
      if (size === null) return refuse('bad_value', `${option} "${value}" must be a positive number of points`);
      spec[option as 'width' | 'height'] = size;
    }
  }
  if (spec.role === '') return refuse('missing_role', 'the tag has no role=');
  if (isChoiceField(type) && !spec.options) return refuse('bad_value', 'a dropdown or radio tag needs options=a|b');
  return { spec };
}
