import type { FieldType } from '@signet/contracts';

export const PALETTE_GROUPS = ['signing', 'information', 'choices', 'files'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

const GROUP_OF: Record<FieldType, PaletteGroup> = {
  signature: 'signing',
  initials: 'signing',
  date_signed: 'signing',
  company_seal: 'signing',
  stamp: 'signing',
  name: 'information',
  email: 'information',
  phone: 'information',
  text: 'information',
  textarea: 'information',
  number: 'information',
  date: 'information',
  label: 'information',
  checkbox: 'choices',
  dropdown: 'choices',
  radio: 'choices',
  attachment: 'files',
};

/** The palette's sections, each with the offered kinds in the order given; empty sections left out. */
export function paletteGroups(types: readonly FieldType[]): { group: PaletteGroup; types: FieldType[] }[] {
  return PALETTE_GROUPS.map((group) => ({ group, types: types.filter((type) => GROUP_OF[type] === group) })).filter((entry) => entry.types.length > 0);
}
