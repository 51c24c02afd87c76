import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The number in E.164 when it is a real mobile number (or one that may be, as in North America,
 * where mobile and fixed numbers share ranges); null otherwise. The full metadata is used, so a
 * number of the right length in an unassigned range is refused before any text costs money.
 */
export function mobileNumber(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim());
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
}

/**
 * A number as screens, mails and the certificate show it: the country code, the first three and
 * the last four digits, stars between (+86 138****5678). Short numbers keep fewer digits, so at
 * least a third of the number is always hidden.
 */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const country = parsed?.countryCallingCode ?? '';
  const national = parsed ? String(parsed.nationalNumber) : e164.replace(/^\+/, '');
  const tail = national.length >= 8 ? 4 : 2;
  const head = Math.max(0, Math.min(3, national.length - tail - Math.ceil(national.length / 3)));
  const hidden = national.length - head - tail;
  return `${country ? `+${country} ` : ''}${national.slice(0, head)}${'*'.repeat(Math.max(hidden, 1))}${national.slice(national.length - tail)}`;
}
