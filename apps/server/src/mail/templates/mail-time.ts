import type { Locale } from '@signet/contracts';

/**
 * A moment as a mail states it: date and time in UTC, said so, since a mail cannot know the
 * reader's time zone ("Dec 31, 2026, 23:59 UTC").
 */
export function formatMailTime(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h23' }).format(at) + ' UTC';
}
