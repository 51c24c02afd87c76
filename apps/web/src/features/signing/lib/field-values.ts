import type { SignerView } from '@signet/contracts';

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
}

export type FieldValues = Readonly<Record<string, FieldValue>>;

/** One field's value as the submit takes it (the contract's ZSubmittedField). */
export interface SubmittedField {
  fieldId: bigint;
  text?: string;
  checked?: boolean;
  image?: string;
}

/** Filled in by the server, or by the sender and read-only (issue 14): nothing for the signer to do. */
export const isServerFilled = (field: Pick<SignerField, 'type' | 'readOnly'>) => field.readOnly === true || field.type === 'email' || field.type === 'date_signed';
export const takesImage = (field: Pick<SignerField, 'type'>) => field.type === 'signature' || field.type === 'initials';

/** Starting values: name and e-mail suggested by the server, text and check marks as saved. */
export function initialValues(fields: readonly SignerField[]): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const id = String(field.id);
    if (field.type === 'name' || field.type === 'text') values[id] = { text: field.value ?? '' };
    else if (field.type === 'checkbox') values[id] = { checked: field.value === 'true' };
    else values[id] = {};
  }
  return values;
}

/** Done as the server will judge it: an image, a non-blank text, a ticked box; e-mail and date always. */
export function isFilled(field: SignerField, value: FieldValue | undefined): boolean {
  if (isServerFilled(field)) return true;
  if (takesImage(field)) return Boolean(value?.image);
  if (field.type === 'company_seal') return value?.sealed === true;
  if (field.type === 'checkbox') return value?.checked === true;
  return (value?.text ?? '').trim() !== '';
}

/** How many required fields are done, of how many; fields the server fills do not count (the signer has nothing to do there). */
export function requiredProgress(fields: readonly SignerField[], values: FieldValues): { done: number; total: number } {
  const required = fields.filter((field) => field.required && !isServerFilled(field));
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
  const ordered = readingOrder(fields, documents).filter((field) => !isServerFilled(field));
  const start = currentId === null ? 0 : ordered.findIndex((field) => String(field.id) === currentId) + 1;
  const rotated = [...ordered.slice(start), ...ordered.slice(0, start)];
  const open = rotated.filter((field) => !isFilled(field, values[String(field.id)]));
  return open.find((field) => field.required) ?? open[0] ?? null;
}

/** The data of a data URL (the server takes either; plain base64 is a little smaller). */
export const base64Of = (dataUrl: string) => (dataUrl.startsWith('data:') ? dataUrl.slice(dataUrl.indexOf(',') + 1) : dataUrl);

/**
 * The submit body: an image for signature and initials, the text for name and text,
 * the check mark for checkboxes. E-mail, date and read-only values are the server's; empty fields are left out.
 */
export function submitBody(fields: readonly SignerField[], values: FieldValues): SubmittedField[] {
  const body: SubmittedField[] = [];
  for (const field of fields) {
    const value = values[String(field.id)];
    if (field.readOnly) continue;
    // A filler's field for someone else (issue 33): whatever is sent becomes fixed for them, so
    // only what the filler gave is sent; an empty box or an unticked one stays theirs to fill.
    const forOther = field.forRecipient !== undefined;
    // A company seal field carries the seal applied before (applySeal); nothing is sent for it.
    if (field.type === 'company_seal') continue;
    if (takesImage(field)) {
      if (value?.image) body.push({ fieldId: field.id, image: base64Of(value.image) });
    } else if (field.type === 'checkbox') {
      if (!forOther || value?.checked === true) body.push({ fieldId: field.id, checked: value?.checked === true });
    } else if (field.type === 'name' || field.type === 'text') {
      const text = (value?.text ?? '').trim();
      // A name, and a field the sender filled in, are sent even when emptied: that is the signer's answer.
      if (text !== '' || (!forOther && (field.type === 'name' || field.value !== null))) body.push({ fieldId: field.id, text });
    }
  }
  return body;
}
