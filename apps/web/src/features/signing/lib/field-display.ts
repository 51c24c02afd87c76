import type { FieldValueProblem } from '@signet/contracts';
import type { TFunction } from 'i18next';

/** A chosen date ('2026-11-29') as the signer's language writes it ("Nov 29, 2026", "2026年11月29日"). */
export function formatFieldDate(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  // UTC on both sides: the day chosen is the day shown, whatever the time zone.
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A file's size for people: "820 KB", "2.4 MB". */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(1, bytes / 1024), 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

/** What is wrong with a value, in the signer's language; a pattern's own message is the sender's text, shown as written. */
export function problemText(problem: FieldValueProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'pattern':
      return problem.params.custom ?? t('signing.fields.problem.pattern');
    case 'too_short':
    case 'too_long':
      return t(`signing.fields.problem.${problem.kind}`, { chars: problem.params.chars });
    case 'too_small':
    case 'too_large':
      return t(`signing.fields.problem.${problem.kind}`, { limit: problem.params.limit });
    case 'too_many_decimals':
      return problem.params.decimals === 0 ? t('signing.fields.problem.whole_number') : t('signing.fields.problem.too_many_decimals', { decimals: problem.params.decimals });
    default:
      return t(`signing.fields.problem.${problem.kind}`);
  }
}
