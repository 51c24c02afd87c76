import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Db } from './client.js';
import { readAppliedMigrations } from './migration-status.js';
import { migrationsFolder } from './migrations-folder.js';

export { migrationsFolder };

// Any constant works; it only has to be the same in every process sharing the database.
const MIGRATION_LOCK_KEY = 725_104_331;

/**
 * Applies pending migrations and says how many this call applied. On PostgreSQL an advisory
 * lock makes concurrent start-ups of several server processes take turns instead of racing:
 * the first applies them, the others then find nothing to do (0).
 */
export async function migrateDatabase(database: Database): Promise<{ applied: number }> {
  if (database.kind !== 'postgres') {
    const before = await countApplied(database.db);
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return { applied: (await countApplied(database.db)) - before };
  }
  const db = database.db as unknown as NodePgDatabase;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const before = await countApplied(tx as unknown as Db);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
    return { applied: (await countApplied(tx as unknown as Db)) - before };
  });
}

/** Rows in drizzle's record of applied migrations; 0 before the first migration made the table. */
export async function countApplied(db: Db): Promise<number> {
  return (await readAppliedMigrations(db)).applied;
}
