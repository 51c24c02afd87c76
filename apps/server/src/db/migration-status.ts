import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client.js';
import { migrationsFolder } from './migrations-folder.js';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The newest migration this build ships: drizzle-kit's journal, read once (it changes only with a new build). */
let shipped: JournalEntry | undefined;
function newestShippedMigration(): JournalEntry {
  if (!shipped) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
    const last = journal.entries.at(-1);
    if (!last) throw new Error('The migration journal lists no migrations');
    shipped = last;
  }
  return shipped;
}

export interface MigrationStatus {
  /** The database holds every migration this build ships (or newer ones, from a build being rolled out). */
  current: boolean;
  expected: string;
  /** How many migrations the database recorded; 0 on an empty database. */
  applied: number;
}

/**
 * Compares the database's record of applied migrations with this build's journal, the way
 * drizzle's migrator decides what is pending: by the newest migration's timestamp.
 */
export async function readMigrationStatus(db: Db): Promise<MigrationStatus> {
  const expected = newestShippedMigration();
  const { applied, newest } = await readAppliedMigrations(db);
  return { current: newest >= expected.when, expected: expected.tag, applied };
}

/** How many migrations drizzle recorded and the newest one's timestamp; 0 and 0 before the first made its table. */
export async function readAppliedMigrations(db: Db): Promise<{ applied: number; newest: number }> {
  // Two statements: a query naming a missing table fails when parsed, whatever a CASE around it says.
  const [table] = await queryRows<{ name: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return { applied: 0, newest: 0 };
  const [row] = await queryRows<{ applied: number; newest: string | null }>(
    db,
    sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return { applied: row?.applied ?? 0, newest: Number(row?.newest ?? 0) };
}
