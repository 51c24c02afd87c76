import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * `Idempotency-Key` requests (issue 18): the first answer to a create or send call, kept for a
 * day per account and key, so a client that retries after a lost answer gets the same result
 * without the call being made twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operationId: text('operation_id').notNull(),
    /** SHA-256 of the operation's parsed path parameters and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The answer's data as sent (JSON text, ids exact); null while the first request runs. */
    response: text('response'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);
