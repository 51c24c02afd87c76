import type { FieldType } from '@signet/contracts';

/**
 * The type names a tag may start with, compared without case, spaces, `_` or `-`
 * ("Date Signed", "date_signed" and "DATESIGNED" are one name). `Date` is the signing
 * date, filled in by Signet, because that is what a contract's "Date:" line under a
 * signature means; a date the signer picks is `DateField`. A label (text the sender
 * writes) has no tag: its text can simply be written in the document.
 */
const ALIASES: Record<string, FieldType> = {
  signature: 'signature',
  sign: 'signature',
  sig: 'signature',
  initials: 'initials',
  initial: 'initials',
  date: 'date_signed',
  datesigned: 'date_signed',
  signingdate: 'date_signed',
  datefield: 'date',
  dateinput: 'date',
  datepicker: 'date',
  text: 'text',
  textfield: 'text',
  name: 'name',
  fullname: 'name',
  email: 'email',
  mail: 'email',
  checkbox: 'checkbox',
  check: 'checkbox',
  number: 'number',
  num: 'number',
  phone: 'phone',
  tel: 'phone',
  textarea: 'textarea',
  multiline: 'textarea',
  longtext: 'textarea',
  dropdown: 'dropdown',
  select: 'dropdown',
  radio: 'radio',
  radiogroup: 'radio',
  attachment: 'attachment',
  file: 'attachment',
  stamp: 'stamp',
  seal: 'company_seal',
  companyseal: 'company_seal',
};

/** The field type a tag's first part names, or null when Signet has none by that name. */
export function fieldTypeOfTag(written: string): FieldType | null {
  return ALIASES[written.toLowerCase().replace(/[\s_-]/g, '')] ?? null;
}

/** Every accepted name per type, for the documentation's table and its test. */
export function tagNamesByType(): Map<FieldType, string[]> {
  const names = new Map<FieldType, string[]>();
  for (const [alias, type] of Object.entries(ALIASES)) names.set(type, [...(names.get(type) ?? []), alias]);
  return names;
}
