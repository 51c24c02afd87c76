import type { FieldType } from '@signet/contracts';
import {
  IconAbc,
  IconAlignLeft,
  IconAt,
  IconCalendar,
  IconCalendarEvent,
  IconCheckbox,
  IconCircleDot,
  IconLetterCase,
  IconNumber123,
  IconPaperclip,
  IconPhone,
  IconRubberStamp,
  IconSelect,
  IconSignature,
  IconPhotoSquareRounded,
  IconTextCaption,
  IconUser,
} from '@tabler/icons-react';

const ICONS = {
  signature: IconSignature,
  initials: IconLetterCase,
  date_signed: IconCalendarEvent,
  name: IconUser,
  email: IconAt,
  text: IconAbc,
  checkbox: IconCheckbox,
  company_seal: IconRubberStamp,
  number: IconNumber123,
  date: IconCalendar,
  dropdown: IconSelect,
  radio: IconCircleDot,
  phone: IconPhone,
  textarea: IconAlignLeft,
  attachment: IconPaperclip,
  stamp: IconPhotoSquareRounded,
  label: IconTextCaption,
} satisfies Record<FieldType, unknown>;

export function FieldTypeIcon({ type, size = 18 }: { type: FieldType; size?: number }) {
  const Icon = ICONS[type];
  return <Icon size={size} stroke={1.7} aria-hidden style={{ flex: 'none' }} />;
}
