import { FIELD_TYPES, fieldsProblem, holdsFields, isSignerOnlyField, readOnlyFieldsProblem } from '@signet/contracts';
import type { Agreement, DraftProblem, FieldCondition, FieldInput, FieldOption, FieldType, FieldValidation, SealKind } from '@signet/contracts';
import { clampRect } from '../../../components/draggable-resizable/geometry';
import { conditionFor, defaultFor, labelFor, optionsFor, rulesFor } from './field-rules';
import { frameOf, radioOptionsOf } from './radio-group';

/** A field as the editor holds it: ids as strings (for keys and comparisons), a local key. */
export interface DraftField {
  key: string;
  recipientId: string;
  documentId: string;
  page: number;
  type: FieldType;
  x: number;
  y: number;
  width: number;
  height: number;
  required: boolean;
  label: string;
  /** The value the signer starts from (a template's default, issue 14); '' for none. */
  defaultValue: string;
  /** The signer cannot change the value. */
  readOnly: boolean;
  /** A company seal field's required kind of seal; null accepts any (issue 34). */
  sealKind: SealKind | null;
  /** The field's name for other fields' conditions (the contract's `key`); given when one first uses it. */
  conditionKey: string | null;
  /** A hint the signer sees beside the field. */
  helpText: string;
  /** Pattern and lengths (typed text), min, max and decimals (number); only the members that apply are saved. */
  validation: FieldValidation | null;
  /** A dropdown's or radio group's choices; each radio option has its box on the page. */
  options: FieldOption[] | null;
  /** Shown (and required) only while another field holds a value. */
  showIf: FieldCondition | null;
}

type AgreementRecipient = Agreement['recipients'][number];

/** A recipient who holds fields (a signer or an approver) with their place among them, which picks their colour. */
export interface SignerEntry {
  recipient: AgreementRecipient;
  signerIndex: number;
}

/** How the editor names a recipient: a template's role (with its fixed person), else the name or e-mail. */
export function recipientLabel(recipient: Pick<AgreementRecipient, 'roleName' | 'name' | 'email'>): string {
  const person = recipient.name || recipient.email;
  if (!recipient.roleName) return person;
  return person ? `${recipient.roleName} · ${person}` : recipient.roleName;
}

/** The kinds of field a recipient may be given: a company seal only for one who signs for a company. */
export function fieldTypesFor(recipient: Pick<AgreementRecipient, 'partyName'> | undefined): FieldType[] {
  return FIELD_TYPES.filter((type) => type !== 'company_seal' || Boolean(recipient?.partyName));
}

/** Fields whose value the sender may set in advance (everything but signature, initials and the signing date). */
export function takesDefault(type: FieldType): boolean {
  return !isSignerOnlyField(type);
}

/** The recipients who may be given fields (signers and approvers), in their order; fillers, viewers and copies hold none. */
export function signersOf(recipients: readonly AgreementRecipient[]): SignerEntry[] {
  return [...recipients]
    .sort((a, b) => a.order - b.order)
    .filter((recipient) => holdsFields(recipient.role))
    .map((recipient, signerIndex) => ({ recipient, signerIndex }));
}

export function fieldsFromAgreement(agreement: Pick<Agreement, 'fields'>): DraftField[] {
  return agreement.fields.map((field) => ({
    key: String(field.id),
    recipientId: String(field.recipientId),
    documentId: String(field.documentId),
    page: field.page,
    type: field.type,
    x: field.x,
    y: field.y,
    width: field.width,
    height: field.height,
    required: field.type === 'signature' || field.type === 'company_seal' ? true : field.required,
    label: field.label,
    defaultValue: field.defaultValue ?? '',
    readOnly: field.readOnly ?? false,
    sealKind: field.type === 'company_seal' ? (field.sealKind ?? null) : null,
    conditionKey: field.key ?? null,
    helpText: field.helpText ?? '',
    validation: field.validation ?? null,
    options: field.options ?? null,
    showIf: field.showIf ?? null,
  }));
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The body of saveAgreementFields: geometry rounded and kept inside the page (the
 * server refuses a field that pokes out), a signature always required, a label only
 * where the signer sees it (text), a default and read-only only where the sender may fill it.
 */
export function toFieldsInput(fields: readonly DraftField[]): FieldInput[] {
  return fields.map((field) => {
    const options = optionsFor(field);
    // A radio group is saved framing its boxes, wherever they were moved.
    const frame = field.type === 'radio' ? frameOf(radioOptionsOf(options).map((option) => option.box)) : field;
    const rect = clampRect({ x: round(frame.x), y: round(frame.y), width: round(frame.width), height: round(frame.height) });
    const label = field.type === 'label';
    return {
      recipientId: BigInt(field.recipientId),
      documentId: BigInt(field.documentId),
      page: field.page,
      type: field.type,
      x: rect.x,
      y: rect.y,
      width: rect.width,
      height: rect.height,
      required: field.type === 'signature' || field.type === 'company_seal' ? true : !label && field.required,
      label: labelFor(field),
      defaultValue: takesDefault(field.type) ? defaultFor(field) : null,
      // A label's text is the sender's: the signer never changes it.
      readOnly: label || (takesDefault(field.type) && field.readOnly),
      sealKind: field.type === 'company_seal' ? field.sealKind : null,
      key: field.conditionKey,
      helpText: label ? '' : field.helpText.trim(),
      validation: rulesFor(field.type, field.validation),
      options,
      showIf: conditionFor(fields, field),
    };
  });
}

/** Whether two field lists would save the same thing (local keys aside). */
export function sameFields(a: readonly DraftField[], b: readonly DraftField[]): boolean {
  if (a.length !== b.length) return false;
  const left = toFieldsInput(a);
  const right = toFieldsInput(b);
  return left.every((field, i) => {
    const other = right[i];
    return (
      other !== undefined &&
      field.recipientId === other.recipientId &&
      field.documentId === other.documentId &&
      field.page === other.page &&
      field.type === other.type &&
      field.x === other.x &&
      field.y === other.y &&
      field.width === other.width &&
      field.height === other.height &&
      field.required === other.required &&
      field.label === other.label &&
      field.defaultValue === other.defaultValue &&
      field.readOnly === other.readOnly &&
      field.sealKind === other.sealKind &&
      field.key === other.key &&
      field.helpText === other.helpText &&
      JSON.stringify([field.validation, field.options, field.showIf]) === JSON.stringify([other.validation, other.options, other.showIf])
    );
  });
}

/**
 * What stops Continue, shared with the server's send check: no signature at all first, then the
 * first signer without one, then (in an agreement; a template's wait for the value given when it
 * is used) read-only fields left without a value.
 */
export function fieldsCheck(recipients: readonly AgreementRecipient[], fields: readonly DraftField[], options: { template: boolean }): DraftProblem | null {
  const ordered = [...recipients].sort((a, b) => a.order - b.order);
  return fieldsProblem(ordered, fields) ?? (options.template ? null : readOnlyFieldsProblem(fields));
}

/**
 * Fields of a recipient or document that no longer exists would be refused by the server, and a
 * recipient whose role now holds no fields (a filler, viewer or copy) has lost theirs there too.
 */
export function keepKnownFields(fields: readonly DraftField[], agreement: Pick<Agreement, 'recipients' | 'documents'>): DraftField[] {
  const signers = new Set(agreement.recipients.filter((r) => holdsFields(r.role)).map((r) => String(r.id)));
  const documents = new Map(agreement.documents.map((d) => [String(d.id), d.pageCount]));
  return fields.filter((field) => signers.has(field.recipientId) && field.page <= (documents.get(field.documentId) ?? 0));
}

let counter = 0;
/** A key for a field not saved yet. */
export function newFieldKey(): string {
  counter += 1;
  return `new-${Date.now().toString(36)}-${counter}`;
}
