import type { FieldType } from '@signet/contracts';
import { IconAbc, IconAt, IconCalendarEvent, IconCheckbox, IconLetterCase, IconRubberStamp, IconSignature, IconUser } from '@tabler/icons-react';

const ICONS = {
  signature: IconSignature,
  initials: IconLetterCase,
  date_signed: IconCalendarEvent,
  name: IconUser,
  email: IconAt,
  text: IconAbc,
  checkbox: IconCheckbox,
  company_seal: IconRubberStamp,
} satisfies Record<FieldType, unknown>;

export function FieldTypeIcon({ type, size = 18 }: { type: FieldType; size?: number }) {
  const Icon = ICONS[type];
  return <Icon size={size} stroke={1.7} aria-hidden style={{ flex: 'none' }} />;
}
