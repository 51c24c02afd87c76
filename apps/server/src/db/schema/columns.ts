import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/**
 * A 64-bit, time-ordered id made by the database function `signet_next_id()`
 * (see drizzle/0000_ids.sql), so every server process sharing the database draws
 * from one sequence and ids never collide.
 */
export const idColumn = () =>
  bigint('id', { mode: 'bigint' })
    .primaryKey()
    .default(sql`signet_next_id()`);

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
