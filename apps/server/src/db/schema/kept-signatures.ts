import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A person's kept signature and initials (issue 36): at most one of each, offered on the signing
 * page when they sign as a recipient under their own e-mail. The image (PNG, normalised as a
 * signing image is) lives in the file store under `imageKey`; an agreement signed with it keeps
 * its own copy, so replacing or forgetting this one never changes a signed document.
 */
export const userSignatures = pgTable(
  'user_signatures',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    imageKey: text('image_key').notNull(),
    imageSha256: text('image_sha256').notNull(),
    /** How it was made: draw, type or upload. */
    madeBy: text('made_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('user_signatures_kind_check', sql`${table.kind} in ('signature', 'initials')`),
    check('user_signatures_made_by_check', sql`${table.madeBy} in ('draw', 'type', 'upload')`),
  ],
);
