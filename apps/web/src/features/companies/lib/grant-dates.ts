import { SEAL_GRANT_MAX_DAYS } from '@signet/contracts';
import { calendarDay } from '../../../lib/format/calendar-day';

/**
 * The last day a grant may run to, as YYYY-MM-DD: three years ahead, a day short of the
 * server's limit so that the end of the chosen day still lies within it.
 */
export function lastGrantDay(today: Date): string {
  const last = new Date(today.getFullYear(), today.getMonth(), today.getDate() + SEAL_GRANT_MAX_DAYS - 1);
  return calendarDay(last);
}

export type GrantDayProblem = 'required' | 'past' | 'tooLate';

/** What is wrong with the chosen last day of a grant, or null: it must come after today and within three years. */
export function grantDayProblem(day: string, today: Date): GrantDayProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'required';
  if (day <= calendarDay(today)) return 'past';
  if (day > lastGrantDay(today)) return 'tooLate';
  return null;
}

/** The grant runs to the end of its last day in the reader's time zone. */
export function endOfDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
}
