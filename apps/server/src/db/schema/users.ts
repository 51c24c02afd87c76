import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';

/** A sender's account. The account issue adds credentials and profile fields. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email'),
    name: text('name').notNull().default(''),
    locale: text('locale').notNull().default('en-US'),
    planId: text('plan_id').notNull().default('free'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);
