import { compactPhone, fieldValueProblem, isImageField } from '@signet/contracts';
import type { FieldValueProblem, SignerView } from '@signet/contracts';
import { shownFields } from './field-visibility';

export type SignerField = SignerView['fields'][number];
export type SignerDocument = SignerView['documents'][number];

/** What the signer entered in one field; which member counts depends on its type. */
export interface FieldValue {
  text?: string;
  checked?: boolean;
  /** A data URL of a PNG or JPEG (a company seal field: the applied seal's face). */
  image?: string;
  /** A company seal field: the recipient applied their company's seal (issue 34). */
  sealed?: boolean;
  /** An attachment field: the uploaded file (uploadSignerAttachment's answer). */
  attachment?: { id: bigint; name: string; size: number };
}

export type FieldValues = Readonly<Record<string, FieldValue>>;

/** One field's value as the submit takes it (the contract's ZSubmittedField). */
export interface SubmittedField {
  fieldId: bigint;
  text?: string;
  checked?: boolean;
  image?: string;
  attachmentId?: bigint;
}

/** Filled in by the server, or by the sender and read-only (issue 14): nothing for the signer to do. */
export const isServerFilled = (field: Pick<SignerField, 'type' | 'readOnly'>) =>
  field.readOnly === true || field.type === 'email' || field.type === 'date_signed' || field.type === 'label';
/** Signature and initials: drawn, typed or uploaded in the signature dialog. */
export const takesImage = (field: Pick<SignerField, 'type'>) => field.type === 'signature' || field.type === 'initials';
/** Every type whose value is typed or chosen as text (issue 36 added number, date, phone, textarea, dropdown, radio). */
const TEXT_TYPES = new Set<SignerField['type']>(['name', 'text', 'textarea', 'number', 'date', 'phone', 'dropdown', 'radio']);
export const takesText = (field: Pick<SignerField, 'type'>) => TEXT_TYPES.has(field.type);

/** Starting values: name and e-mail suggested by the server, text and check marks as saved. */
export function initialValues(fields: readonly SignerField[]): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const id = String(field.id);
    if (takesText(field)) values[id] = { text: field.value ?? '' };
    else if (field.type === 'checkbox') values[id] = { checked: field.value === 'true' };
    else if (field.type === 'attachment' && field.attachment) values[id] = { attachment: { id: field.attachment.id, name: field.attachment.name, size: field.attachment.size } };
    else values[id] = {};
  }
  return values;
}

/** What is wrong with a typed value by the sender's rules (pattern, lengths, number, date, phone, options); null when fine or empty. */
export function valueProblem(field: SignerField, value: FieldValue | undefined): FieldValueProblem | null {
  const text = (value?.text ?? '').trim();
  return takesText(field) && text !== '' && !isServerFilled(field) ? fieldValueProblem(field, text) : null;
}

/** Done as the server will judge it: an image, a file, a non-blank text that keeps the rules, a ticked box; e-mail and date always. */
export function isFilled(field: SignerField, value: FieldValue | undefined): boolean {
  if (isServerFilled(field)) return true;
  if (isImageField(field.type)) return Boolean(value?.image);
  if (field.type === 'company_seal') return value?.sealed === true;
  if (field.type === 'checkbox') return value?.checked === true;
  if (field.type === 'attachment') return value?.attachment !== undefined;
  return (value?.text ?? '').trim() !== '' && valueProblem(field, value) === null;
}

/** How many required fields are done, of how many; fields the server fills, and hidden ones, do not count (the signer has nothing to do there). */
export function requiredProgress(fields: readonly SignerField[], values: FieldValues): { done: number; total: number } {
  const required = shownFields(fields, values).filter((field) => field.required && !isServerFilled(field));
  return { done: required.filter((field) => isFilled(field, values[String(field.id)])).length, total: required.length };
}

export function allRequiredDone(fields: readonly SignerField[], values: FieldValues): boolean {
  const { done, total } = requiredProgress(fields, values);
  return done === total;
}

/** Reading order: document by document, page by page, top to bottom, then left to right. */
export function readingOrder(fields: readonly SignerField[], documents: readonly Pick<SignerDocument, 'id'>[]): SignerField[] {
  const documentIndex = new Map(documents.map((document, index) => [String(document.id), index]));
  const rank = (field: SignerField) => documentIndex.get(String(field.documentId)) ?? Number.MAX_SAFE_INTEGER;
  return [...fields].sort((a, b) => rank(a) - rank(b) || a.page - b.page || a.y - b.y || a.x - b.x);
}

/**
 * The field the "Next field" button goes to: the next unfilled required field after
 * `currentId` in reading order (wrapping round), then, once those are done, the next
 * unfilled optional one. Fields the server fills are skipped. Null when nothing is left.
 */
export function nextField(
  fields: readonly SignerField[],
  documents: readonly Pick<SignerDocument, 'id'>[],
  values: FieldValues,
  currentId: string | null = null,
): SignerField | null {
  const ordered = readingOrder(shownFields(fields, values), documents).filter((field) => !isServerFilled(field));
  const start = currentId === null ? 0 : ordered.findIndex((field) => String(field.id) === currentId) + 1;
  const rotated = [...ordered.slice(start), ...ordered.slice(0, start)];
  const open = rotated.filter((field) => !isFilled(field, values[String(field.id)]));
  return open.find((field) => field.required) ?? open[0] ?? null;
}

/** The data of a data URL (the server takes either; plain base64 is a little smaller). */
export const base64Of = (dataUrl: string) => (dataUrl.startsWith('data:') ? dataUrl.slice(dataUrl.indexOf(',') + 1) : dataUrl);

/**
 * The submit body: an image for signature, initials and stamp, the text for the typed and chosen
 * types (a phone number compacted), the check mark for checkboxes, the upload's id for an attachment.
 * E-mail, date, labels and read-only values are the server's; empty fields, and fields hidden by
 * their condition, are left out.
 */
export function submitBody(fields: readonly SignerField[], values: FieldValues): SubmittedField[] {
  const body: SubmittedField[] = [];
  for (const field of shownFields(fields, values)) {
    const value = values[String(field.id)];
    if (field.readOnly) continue;
    // A filler's field for someone else (issue 33): whatever is sent becomes fixed for them, so
    // only what the filler gave is sent; an empty box or an unticked one stays theirs to fill.
    const forOther = field.forRecipient !== undefined;
    // A company seal field carries the seal applied before (applySeal); nothing is sent for it.
    if (field.type === 'company_seal' || isServerFilled(field)) continue;
    if (isImageField(field.type)) {
      if (value?.image) body.push({ fieldId: field.id, image: base64Of(value.image) });
    } else if (field.type === 'attachment') {
      if (value?.attachment) body.push({ fieldId: field.id, attachmentId: value.attachment.id });
    } else if (field.type === 'checkbox') {
      if (!forOther || value?.checked === true) body.push({ fieldId: field.id, checked: value?.checked === true });
    } else if (takesText(field)) {
      const trimmed = (value?.text ?? '').trim();
      const text = field.type === 'phone' ? compactPhone(trimmed) : trimmed;
      // A name, and a field the sender filled in, are sent even when emptied: that is the signer's answer.
      if (text !== '' || (!forOther && (field.type === 'name' || field.value !== null))) body.push({ fieldId: field.id, text });
    }
  }
  return body;
}
