import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, idColumn } from './columns.js';
import { users } from './users.js';

/**
 * A signed-in device. Only SHA-256 hashes of tokens are stored. After a rotation
 * the previous hash stays valid until `previousValidUntil`, so requests already
 * in flight with the old token are not signed out.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    previousTokenHash: text('previous_token_hash'),
    previousValidUntil: timestamp('previous_valid_until', { withTimezone: true, mode: 'date' }),
    deviceId: text('device_id').notNull().default(''),
    deviceType: text('device_type').notNull().default(''),
    deviceName: text('device_name').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** Why the session ended: 'logout', 'device_limit', 'revoked'. The device check answers 2010 for these. */
    endReason: text('end_reason'),
    /** This device's workspace (issue 32): a company the user belongs to, or null for the personal space. */
    companyId: bigint('company_id', { mode: 'bigint' }).references(() => companies.id, { onDelete: 'set null' }),
    /** When this device last passed a second factor (issue 35): at sign-in, a re-check, or confirming an authenticator. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true, mode: 'date' }),
    /** When the person last proved it is them on this device (sign-in, password or second factor); sensitive actions want it recent. */
    reauthAt: timestamp('reauth_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_previous_token_hash_idx').on(table.previousTokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);
