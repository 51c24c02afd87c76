import { AppError, ErrorCode, LIMITS, type Reminders } from '@signet/contracts';

export const DAY_MS = 24 * 3_600_000;

/** Midnight UTC of `now`'s day: the daily notice limit (7603) counts per calendar day in UTC. */
export const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Midnight UTC after `now`: when a signer who had their notices today can be reminded again. */
export const nextUtcDay = (now: Date) => new Date(startOfUtcDay(now).getTime() + DAY_MS);

/** Refuses an expiry date that is not ahead, or further than LIMITS.expiryDays (8106). */
export function assertExpiryAhead(expiresAt: Date, now: Date): void {
  const latest = now.getTime() + (LIMITS.expiryDays + 1) * DAY_MS;
  if (expiresAt.getTime() <= now.getTime() || expiresAt.getTime() > latest) {
    throw new AppError(ErrorCode.ExpiryNotAhead, { detail: `expiresAt ${expiresAt.toISOString()} is not ahead of ${now.toISOString()} within ${LIMITS.expiryDays} days` });
  }
}

/** The agreement's date has come: from this moment its links answer 7601, before the expiry job runs. */
export function isPastExpiry(agreement: { expiresAt: Date | null }, now: Date): boolean {
  return agreement.expiresAt !== null && agreement.expiresAt.getTime() <= now.getTime();
}

/** What decides one signer's next automatic reminder. */
export interface ReminderState {
  /** The latest notice of any kind (invitation, re-send, reminder). */
  invitedAt: Date | null;
  /** Automatic reminders this signer had for this agreement. */
  autoReminders: number;
  /** Re-sends and reminders today (UTC), against MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY. */
  noticesToday: number;
}

/**
 * When the signer's next automatic reminder is due, or null when none is left: `afterDays`
 * after the latest notice for the first, `everyDays` after it for the rest, `maxCount` in all.
 * A signer who had their day's notices waits for the next UTC day.
 */
export function reminderDueAt(reminders: Reminders, state: ReminderState, now: Date, dailyLimit: number): Date | null {
  if (!state.invitedAt || state.autoReminders >= reminders.maxCount) return null;
  const days = state.autoReminders === 0 ? reminders.afterDays : reminders.everyDays;
  const due = new Date(state.invitedAt.getTime() + days * DAY_MS);
  if (due <= now && state.noticesToday >= dailyLimit) return nextUtcDay(now);
  return due;
}
