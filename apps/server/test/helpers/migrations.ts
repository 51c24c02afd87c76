import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createEmptyPostgresDatabase } from './database.js';
import { migrationsFolder } from '../../src/db/migrate.js';

/** The migrations up to `lastTag`, in a folder of their own: a database as an older release left it. */
export async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'signet-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

/** Runs the migrations of `folder` on either engine. */
export async function migrateWith(database: Database, folder: string): Promise<void> {
  if (database.kind === 'postgres') await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  else await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
}

/** An empty database of the engine, not migrated, and how to close and drop it. */
export async function openEmptyDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; close: () => Promise<void> }> {
  if (kind === 'postgres') {
    const empty = await createEmptyPostgresDatabase();
    const database = await openDatabase({ kind: 'postgres', url: empty.url });
    return { database, close: async () => { await database.close(); await empty.drop(); } };
  }
  const database = await openDatabase({ kind: 'memory' });
  return { database, close: () => database.close() };
}
