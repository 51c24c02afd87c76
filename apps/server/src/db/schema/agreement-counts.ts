import { sql } from 'drizzle-orm';
import { bigint, boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { AgreementStatus } from '@signet/contracts';
import { users } from './users.js';

/**
 * How many agreements (purpose 'agreement') an owner has per workspace and status, in the trash or
 * not: the side panel's numbers without counting a million rows. Kept by the statement
 * triggers of migration 0013 on `agreements`, so every insert, status change, trash,
 * restore and delete moves it in the same transaction; the application only reads it.
 */
export const agreementCounts = pgTable(
  'agreement_counts',
  {
    ownerId: bigint('owner_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The workspace (issue 32): the company's id, or 0 for the owner's personal space (a key column cannot be null). */
    companyId: bigint('company_id', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').$type<AgreementStatus>().notNull(),
    trashed: boolean('trashed').notNull(),
    /** Test-mode agreements (issue 38) are counted apart, as they are listed apart. */
    test: boolean('test').notNull().default(false),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  // No CHECK (n >= 0): a trigger applies a statement's net change per group in one upsert, whose proposed row may be negative.
  (table) => [primaryKey({ name: 'agreement_counts_pkey', columns: [table.ownerId, table.companyId, table.status, table.trashed, table.test] })],
);
