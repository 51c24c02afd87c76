import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';

/** The versioned SQL migrations written by drizzle-kit (apps/server/drizzle), the same for both drivers. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works; it only has to be the same in every process sharing the database.
const MIGRATION_LOCK_KEY = 725_104_331;

/**
 * Applies pending migrations. On PostgreSQL an advisory lock makes concurrent
 * start-ups of several server processes take turns instead of racing.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind !== 'postgres') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}
