import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea } from './bytea.js';
import { createdAt, idColumn } from './columns.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userId = () =>
  bigint('user_id', { mode: 'bigint' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A person's authenticator app (issue 35). `secret` (base32) is the confirmed one, null until a
 * code confirms the set-up; `pendingSecret` waits for that code, so starting again never breaks an
 * app in use. `lastStep` is the newest 30-second step a code was accepted for: no code is taken twice.
 */
export const totpCredentials = pgTable('totp_credentials', {
  userId: userId().primaryKey(),
  secret: text('secret'),
  confirmedAt: at('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'bigint' }),
  pendingSecret: text('pending_secret'),
  pendingSince: at('pending_since'),
});

/** One-time recovery codes: only SHA-256 of each is kept; `usedAt` marks one spent. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    userId: userId(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('recovery_codes_user_hash_key').on(table.userId, table.codeHash)],
);

/** A WebAuthn credential (passkey) registered by its owner, with its public key (COSE) and signature counter. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: idColumn(),
    userId: userId(),
    /** The credential id, base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [uniqueIndex('passkeys_credential_id_key').on(table.credentialId), index('passkeys_user_id_idx').on(table.userId)],
);

/**
 * A WebAuthn challenge handed to a browser, kept here (every web process shares the database) for
 * a few minutes and used once. `userId` is null for a password-less sign-in, which names nobody.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: idColumn(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('webauthn_challenges_challenge_key').on(table.challenge),
    check('webauthn_challenges_purpose_check', sql`${table.purpose} in ('register', 'sign_in', 'second_factor', 'reauth')`),
  ],
);

/** A sign-in whose first factor passed, waiting for its second (issue 35): the ticket is stored as SHA-256 only. */
export const secondFactorTickets = pgTable(
  'second_factor_tickets',
  {
    id: idColumn(),
    ticketHash: text('ticket_hash').notNull(),
    userId: userId(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('second_factor_tickets_ticket_hash_key').on(table.ticketHash)],
);
