import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_REMINDERS, type Reminders } from '@signet/contracts';
import { createdAt, idColumn, updatedAt } from './columns.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A sender's account. E-mails are stored lower-cased, so the unique index is case-insensitive in effect. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email'),
    /** argon2id (PHC string). Null for accounts made by quick login that never set a password. */
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    locale: text('locale').notNull().default('en-US'),
    planId: text('plan_id').notNull().default('free'),
    /** When a paid plan runs out; null means it does not (or the plan is free). */
    planExpiresAt: at('plan_expires_at'),
    /** Signature requests sent so far, counted against the plan's quota (consumeSignatureQuota). */
    signaturesUsed: integer('signatures_used').notNull().default(0),
    /** File store key of the avatar, `avatars/<uid>-<random>.<ext>`; null shows initials. */
    avatarKey: text('avatar_key'),
    avatarUpdatedAt: at('avatar_updated_at'),
    emailVerifiedAt: at('email_verified_at'),
    /** The reminders this account's new agreements start with (issue 18); null for none. */
    reminderDefaults: jsonb('reminder_defaults').$type<Reminders>().default(DEFAULT_REMINDERS),
    /** Sites (origins) that may frame this account's signing pages (issue 18, embedded signing). */
    embedOrigins: jsonb('embed_origins').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    check('users_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);
