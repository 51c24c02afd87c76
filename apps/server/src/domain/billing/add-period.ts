import type { BillingPeriod } from '@signet/contracts';

/**
 * The end of one period from `start`, by the calendar in UTC: a month from 31 January is the
 * last day of February (the day is clamped), a year from 29 February is 28 February.
 */
export function addPeriod(start: Date, period: BillingPeriod): Date {
  const months = period === 'year' ? 12 : 1;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
