import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** The account with this (already lower-cased) e-mail, or null. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

// Prepared (db/prepared.ts): most signed-in requests read their user.
const userById = preparedQuery((db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('user_by_id'));

export async function findUserById(db: Db, id: bigint): Promise<UserRow | null> {
  const [row] = await userById(db).execute({ id });
  return row ?? null;
}

/** Like findUserById, for callers holding a live session: the row must exist. */
export async function getUserById(db: Db, id: bigint): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** PostgreSQL's unique_violation, e.g. two sign-ups racing for one e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
