import { z } from 'zod';
import { LIMITS } from '../../limits.js';

const days = z.number().int().min(1).max(LIMITS.reminderDays);

/**
 * Automatic reminders (issue 18): a signer whose turn it is and who has not signed is mailed
 * again `afterDays` days after their latest invitation, then every `everyDays` days, at most
 * `maxCount` times. Each reminder is a new notice (older links answer 7602) and counts toward
 * the 10 notices a signer may get a day (7603); past it, the reminder waits for the next day.
 */
export const ZReminders = z
  .object({
    afterDays: days,
    everyDays: days,
    maxCount: z.number().int().min(1).max(LIMITS.remindersPerSigner),
  })
  .strict();
export type Reminders = z.infer<typeof ZReminders>;

/** The reminders a new agreement starts with when its account has set none. */
export const DEFAULT_REMINDERS: Reminders = { afterDays: 3, everyDays: 3, maxCount: 3 };

/**
 * When the agreement stops taking signatures: an ISO time with offset, or null for never.
 * It must lie ahead when the agreement is sent or the date changed (8106).
 */
export const ZExpiresAt = z.iso.datetime({ offset: true }).nullable();
