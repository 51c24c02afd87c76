import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isIsoDate, type Locale } from '@signet/contracts';
import type { Stamp } from '../../pdf/stamp-fields.js';
import type { AgreementParts } from '../agreement-core/agreements-repository.js';
import { CompletionFailure } from './completion-failure.js';
import { sealOfField, type EmbeddedSeal } from './seal-appearances.js';

type Field = AgreementParts['fields'][number];

/** What the page needs to know beyond the field: its recipient's language and the attached files' names. */
export interface StampContext {
  /** The language a date and "see certificate" are written in: the field's recipient's, else this. */
  locale: Locale;
  recipientLocales?: ReadonlyMap<bigint, Locale | null>;
  /** Submitted attachments by id (as a string, the field's value). */
  attachments?: ReadonlyMap<string, { name: string }>;
}

const SEE_CERTIFICATE: Record<Locale, string> = { 'en-US': '(see the certificate)', 'zh-CN': '（详见证书）' };

/** A chosen date as its reader writes it: "Nov 29, 2026", "2026年11月29日". */
export function printedDate(iso: string, locale: Locale): string {
  if (!isIsoDate(iso)) return iso;
  const options: Intl.DateTimeFormatOptions = locale === 'zh-CN' ? { year: 'numeric', month: 'long', day: 'numeric' } : { year: 'numeric', month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** A kept E.164 number grouped as people dial it abroad: "+86 138 1234 5678". */
export function printedPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * What a filled field shows on the page, from stored data only (issue 36 added the new kinds): the
 * typed text (a number as typed, a date in its reader's language, a phone number grouped, a text
 * box on several lines), a tick, a radio group's circles, an image (signature, initials, stamp), a
 * seal, an attachment's file name pointing at the certificate, a label's text. A field its
 * condition hid was stored empty, so it shows nothing.
 */
export function stampOf(field: Field, images: ReadonlyMap<string, Buffer>, seals: ReadonlyMap<bigint, EmbeddedSeal> = new Map(), context: StampContext = { locale: 'en-US' }): Stamp | null {
  const box = { x: field.x, y: field.y, width: field.width, height: field.height };
  if (field.type === 'company_seal') {
    const seal = sealOfField(field, seals);
    return seal ? { ...box, kind: 'seal', ...seal } : null;
  }
  if (field.imageKey) {
    const png = images.get(field.imageKey);
    if (!png) throw new CompletionFailure('signature_image_missing', `no image ${field.imageKey}`);
    return { ...box, kind: 'image', png };
  }
  if (field.value === null) return null;
  const locale = context.recipientLocales?.get(field.recipientId) ?? context.locale;
  const text = (value: string): Stamp | null => (value.trim() ? { ...box, kind: 'text', text: value } : null);
  switch (field.type) {
    case 'checkbox':
      return field.value === 'true' ? { ...box, kind: 'tick' } : null;
    case 'date_signed':
      return text(field.value.slice(0, 10));
    case 'date':
      return text(printedDate(field.value, locale));
    case 'phone':
      return text(printedPhone(field.value));
    case 'radio': {
      const options = field.options ?? [];
      const chosen = options.findIndex((option) => option.value === field.value);
      return { ...box, kind: 'radio', boxes: options.flatMap((option) => (option.box ? [option.box] : [])), chosen };
    }
    case 'attachment': {
      const name = context.attachments?.get(field.value)?.name;
      return text(`${name ?? field.value}\n${SEE_CERTIFICATE[locale]}`);
    }
    default:
      return text(field.value);
  }
}
