import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One-time codes: e-mailed ones (sign-up, quick login, reset, new e-mail) keyed by the address,
 * and a verified signer's (issue 35), e-mailed or texted, keyed `signer:<recipient id>`. Only a
 * SHA-256 of the code salted with the row id is kept. A code is live while
 * `consumed_at` is null, `expires_at` is ahead and `attempts` is under the cap;
 * issuing a new code for the same e-mail and purpose marks older ones consumed.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: idColumn(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    /** Wrong guesses so far; at CODE_MAX_ATTEMPTS the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_codes_email_purpose_idx').on(table.email, table.purpose)],
);
