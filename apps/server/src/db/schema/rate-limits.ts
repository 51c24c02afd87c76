import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for abuse limits, in the database so that every server
 * process sharing it counts together. `key` names the rule and the subject,
 * e.g. `login:ip:203.0.113.7`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  hits: integer('hits').notNull(),
});
