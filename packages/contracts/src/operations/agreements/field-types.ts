/**
 * The field kinds a sender can place (step 2). Issue 36 added number, date, dropdown, radio (one
 * choice among boxes placed on the page), phone, textarea (several lines), attachment (a file the
 * signer uploads), stamp (an image the signer uploads, background removed) and label (text the
 * sender writes; nobody fills it).
 */
export const FIELD_TYPES = [
  'signature',
  'initials',
  'date_signed',
  'name',
  'email',
  'text',
  'checkbox',
  'company_seal',
  'number',
  'date',
  'dropdown',
  'radio',
  'phone',
  'textarea',
  'attachment',
  'stamp',
  'label',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Fields only the signer can fill: no default value, never read-only. */
export function isSignerOnlyField(type: FieldType): boolean {
  return type === 'signature' || type === 'initials' || type === 'date_signed' || type === 'company_seal' || type === 'attachment' || type === 'stamp';
}

/** Fields whose value is an image the signer gives (drawn, typed or uploaded). */
export function isImageField(type: FieldType): boolean {
  return type === 'signature' || type === 'initials' || type === 'stamp';
}

/** Fields that choose among the sender's options (`options`). */
export function isChoiceField(type: FieldType): boolean {
  return type === 'dropdown' || type === 'radio';
}

/** Fields whose value is free text the signer types, so a pattern and length limits apply. */
export function isTypedTextField(type: FieldType): boolean {
  return type === 'text' || type === 'textarea' || type === 'name';
}

/** Fields another field's visibility may depend on: their value is one of a known few. */
export function canDriveCondition(type: FieldType): boolean {
  return type === 'checkbox' || isChoiceField(type);
}
