import { z } from 'zod';
import { ZId, ZIdOut } from '../../ids.js';
import { LIMITS } from '../../limits.js';
import { userText } from '../../user-text.js';
import { SEAL_KINDS } from '../../companies/seal-rules.js';

export { FIELD_TYPES, canDriveCondition, isChoiceField, isImageField, isSignerOnlyField, isTypedTextField, type FieldType } from './field-types.js';
import { FIELD_TYPES, isChoiceField, isSignerOnlyField } from './field-types.js';

/** Geometry as fractions (0..1) of the page as displayed (its /Rotate applied), origin top left. */
const fraction = z.number().min(0).max(1);
const EDGE_TOLERANCE = 1e-6;

export const ZFieldBox = z.object({
  x: fraction,
  y: fraction,
  width: fraction.refine((value) => value > 0),
  height: fraction.refine((value) => value > 0),
});

/**
 * One choice of a dropdown or radio group. A radio option has its own box on the field's page
 * (the group's x/y/width/height then frame all its boxes); a dropdown option has none.
 */
export const ZFieldOption = z.object({
  value: userText().trim().min(1).max(LIMITS.fieldOptionChars, { error: 'up_to_chars' }),
  box: ZFieldBox.optional(),
});
export type FieldOption = z.infer<typeof ZFieldOption>;

/**
 * What the server checks on submit besides "required". Which members apply depends on the type:
 * pattern and lengths for text, textarea and name; min, max and decimals for number.
 */
export const ZFieldValidation = z.object({
  /** A JavaScript regular expression the whole value must match (anchored by the server). */
  pattern: z.string().max(200).optional(),
  /** What the signer is told when the pattern does not match; a generic message otherwise. */
  patternMessage: userText().max(200).optional(),
  minLength: z.number().int().min(0).max(LIMITS.fieldLongTextChars).optional(),
  maxLength: z.number().int().min(1).max(LIMITS.fieldLongTextChars).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  /** Most digits after the decimal point; 0 for whole numbers. */
  decimals: z.number().int().min(0).max(6).optional(),
});
export type FieldValidation = z.infer<typeof ZFieldValidation>;

/**
 * Show (and require) this field only while another field of the same recipient, named by its
 * `key`, has the value `equals`: 'true' or 'false' for a checkbox, an option's value for a
 * dropdown or radio group. A hidden field is not required, takes no value and is not stamped.
 */
export const ZFieldCondition = z.object({
  key: z.string().min(1).max(40),
  equals: z.string().max(LIMITS.fieldOptionChars),
});
export type FieldCondition = z.infer<typeof ZFieldCondition>;

/** A field's own name within its agreement, for conditions to point at: letters, digits, - and _. */
export const ZFieldKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'Use 1 to 40 letters, digits, - or _.' });

function isRegExp(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

/** A field's members before the rules between them (the one-call request reuses them, issue 38). */
export const ZFieldInputMembers = z.object({
    recipientId: ZId,
    /** The agreement document (not the drive document). */
    documentId: ZId,
    /** 1-based page number. */
    page: z.number().int().min(1),
    type: z.enum(FIELD_TYPES),
    ...ZFieldBox.shape,
    /** Signature fields are always required; others may be optional. */
    required: z.boolean().default(true),
    /** Shown in an empty text field to tell the signer what to write. */
    label: userText().max(LIMITS.fieldTextChars, { error: 'up_to_chars' }).default(''),
    /**
     * The value the signer starts from (a template's default, or filled in when it is used); a
     * label's text. Not for signatures, initials, the signing date, attachments or stamps.
     */
    defaultValue: userText({ multiline: true }).max(LIMITS.fieldLongTextChars, { error: 'up_to_chars' }).nullable().default(null),
    /** The signer cannot change the value: the default is what the document shows. Always on for a label. */
    readOnly: z.boolean().default(false),
    /** A company seal field may ask for one kind of seal (issue 34); null accepts any. */
    sealKind: z.enum(SEAL_KINDS).nullable().default(null),
    /** Names the field for other fields' `showIf`; unique within the agreement. */
    key: ZFieldKey.nullable().default(null),
    /** A hint the signer sees beside the field (a tooltip on a computer, under the input on a phone). */
    helpText: userText().max(LIMITS.fieldTextChars, { error: 'up_to_chars' }).default(''),
    validation: ZFieldValidation.nullable().default(null),
    /** The choices of a dropdown or radio group, 2 or more, each value once. */
    options: z.array(ZFieldOption).max(LIMITS.fieldOptions).nullable().default(null),
    showIf: ZFieldCondition.nullable().default(null),
  });

export const ZFieldInput = ZFieldInputMembers
  .refine((field) => field.sealKind === null || field.type === 'company_seal', {
    error: 'Only a company seal field asks for a kind of seal.',
    path: ['sealKind'],
  })
  .refine((field) => field.type !== 'checkbox' || field.defaultValue === null || field.defaultValue === 'true' || field.defaultValue === 'false', {
    error: 'A checkbox defaults to true or false.',
    path: ['defaultValue'],
  })
  .refine((field) => !isSignerOnlyField(field.type) || (field.defaultValue === null && !field.readOnly), {
    error: 'Signatures, initials, the signing date, attachments and stamps are always the signer’s own.',
    path: ['defaultValue'],
  })
  .refine((field) => field.type !== 'label' || (field.defaultValue ?? '').trim() !== '', {
    error: 'Write the label’s text.',
    path: ['defaultValue'],
  })
  .refine((field) => isChoiceField(field.type) === (field.options !== null), {
    error: 'Options belong to a dropdown or a radio group, which needs them.',
    path: ['options'],
  })
  .refine((field) => field.options === null || (field.options.length >= 2 && new Set(field.options.map((option) => option.value)).size === field.options.length), {
    error: 'Give at least two options, each one once.',
    path: ['options'],
  })
  .refine((field) => field.options === null || (field.type === 'radio') === field.options.every((option) => option.box !== undefined), {
    error: 'Each radio option has its own box on the page; dropdown options have none.',
    path: ['options'],
  })
  .refine((field) => !isChoiceField(field.type) || field.defaultValue === null || (field.options ?? []).some((option) => option.value === field.defaultValue), {
    error: 'The default must be one of the options.',
    path: ['defaultValue'],
  })
  .refine((field) => field.validation?.pattern === undefined || isRegExp(field.validation.pattern), {
    error: 'This pattern is not a valid regular expression.',
    path: ['validation', 'pattern'],
  })
  .refine((field) => (field.validation?.minLength ?? 0) <= (field.validation?.maxLength ?? Infinity), {
    error: 'The shortest length is longer than the longest.',
    path: ['validation', 'minLength'],
  })
  .refine((field) => (field.validation?.min ?? -Infinity) <= (field.validation?.max ?? Infinity), {
    error: 'The smallest number is larger than the largest.',
    path: ['validation', 'min'],
  })
  .refine((field) => field.x + field.width <= 1 + EDGE_TOLERANCE && field.y + field.height <= 1 + EDGE_TOLERANCE, {
    error: 'A field must lie inside its page.',
    path: ['x'],
  })
  .refine((field) => (field.options ?? []).every(({ box }) => !box || (box.x + box.width <= 1 + EDGE_TOLERANCE && box.y + box.height <= 1 + EDGE_TOLERANCE)), {
    error: 'Each option’s box must lie inside the page.',
    path: ['options'],
  });
export type FieldInput = z.input<typeof ZFieldInput>;

export const ZAgreementFieldsInput = z.object({
  revision: z.number().int().min(0),
  fields: z.array(ZFieldInput).max(LIMITS.fieldsPerAgreement),
  draftStep: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
});

/**
 * A field's issue-36 rules as every reader gets them back (the sender and the signer alike).
 * Optional in the type only for older fixtures; the server always sends them.
 */
export const fieldRulesShape = {
  key: z.string().nullable().optional(),
  helpText: z.string().optional(),
  validation: ZFieldValidation.nullable().optional(),
  options: z.array(ZFieldOption).nullable().optional(),
  /** Shown and required only while the field named by `key` has the value `equals`. */
  showIf: ZFieldCondition.nullable().optional(),
};

export const ZField = z.object({
  id: ZIdOut,
  recipientId: ZIdOut,
  documentId: ZIdOut,
  page: z.number().int(),
  type: z.enum(FIELD_TYPES),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  required: z.boolean(),
  label: z.string(),
  /** Optional in the type only for older fixtures; the server always sends them. */
  defaultValue: z.string().nullable().optional(),
  readOnly: z.boolean().optional(),
  sealKind: z.enum(SEAL_KINDS).nullable().optional(),
  ...fieldRulesShape,
});
export type AgreementField = z.infer<typeof ZField>;
