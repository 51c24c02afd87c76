import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Keys a user made for their own systems to call the API (issue 18). Only a SHA-256 of the key
 * is kept (a key carries 256 random bits, so the hash cannot be turned back into it); the first
 * characters are kept apart so the owner can tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The company the key acts for (issue 32), made by an admin in its workspace; null for the maker's
     * own key. A company key keeps working when its maker leaves (user_id is then who made it, kept for the log).
     */
    companyId: bigint('company_id', { mode: 'bigint' }).references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters as shown to its owner (`sgk_3xQ9…`). */
    prefix: text('prefix').notNull(),
    /** 'read' (GET calls only) or 'write' (every call the owner may make). */
    scope: text('scope').notNull(),
    /** 'live', or 'test' (issue 38: `sgk_test_…`, whose agreements are marked test and never mail anyone). */
    mode: text('mode').$type<'live' | 'test'>().notNull().default('live'),
    createdAt: createdAt(),
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_key').on(table.keyHash),
    index('api_keys_user_idx').on(table.userId, table.createdAt),
    index('api_keys_company_idx').on(table.companyId, table.createdAt).where(sql`company_id is not null`),
    check('api_keys_scope_check', sql`${table.scope} in ('read', 'write')`),
    check('api_keys_mode_check', sql`${table.mode} in ('live', 'test')`),
  ],
);
