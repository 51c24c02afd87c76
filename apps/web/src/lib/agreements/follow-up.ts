import { DEFAULT_REMINDERS, LIMITS, type Reminders } from '@signet/contracts';
import { calendarDay } from '../format/calendar-day';

/**
 * The reminders-and-expiry form (issue 18), as the sender fills it: the expiry as a calendar
 * day in their own time zone ('' for none), and the reminders as three numbers behind a switch.
 */
export interface FollowUpValues {
  expiresOn: string;
  remind: boolean;
  afterDays: number;
  everyDays: number;
  maxCount: number;
}

/** A moment's calendar day in the reader's time zone, as an `<input type="date">` holds it. */
export const localDay = calendarDay;

/** The last millisecond of a calendar day in the reader's time zone: signing ends when the day does. */
export function endOfLocalDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 23, 59, 59, 999);
}

/** The days one may pick: from tomorrow to LIMITS.expiryDays ahead (the server's 8106 otherwise). */
export function expiryRange(now: Date): { min: string; max: string } {
  const day = (offset: number) => localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
  return { min: day(1), max: day(LIMITS.expiryDays) };
}

/** The form's values from what the agreement (or the account's default) holds. */
export function followUpValues(source: { expiresAt?: string | null | undefined; reminders?: Reminders | null | undefined }): FollowUpValues {
  const reminders = source.reminders ?? DEFAULT_REMINDERS;
  return {
    expiresOn: source.expiresAt ? localDay(new Date(source.expiresAt)) : '',
    remind: source.reminders !== null,
    afterDays: reminders.afterDays,
    everyDays: reminders.everyDays,
    maxCount: reminders.maxCount,
  };
}

/** The reminders to send: null when switched off. */
export function remindersOf(values: FollowUpValues): Reminders | null {
  return values.remind ? { afterDays: values.afterDays, everyDays: values.everyDays, maxCount: values.maxCount } : null;
}

/** The expiry to send: the end of the chosen day, or null for none. */
export function expiresAtOf(values: Pick<FollowUpValues, 'expiresOn'>): string | null {
  return values.expiresOn ? endOfLocalDay(values.expiresOn).toISOString() : null;
}

/** What is wrong with the form, if anything: a day outside the range, or a number out of bounds. */
export function followUpProblem(values: FollowUpValues, now: Date): 'expiry' | 'reminders' | null {
  if (values.expiresOn) {
    const { min, max } = expiryRange(now);
    if (values.expiresOn < min || values.expiresOn > max) return 'expiry';
  }
  if (values.remind) {
    const days = (n: number) => Number.isInteger(n) && n >= 1 && n <= LIMITS.reminderDays;
    if (!days(values.afterDays) || !days(values.everyDays) || !Number.isInteger(values.maxCount) || values.maxCount < 1 || values.maxCount > LIMITS.remindersPerSigner) return 'reminders';
  }
  return null;
}
