import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function databaseTargets(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** `url`: the PostgreSQL database's own address (none for PGlite), for a second connection. */
export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/**
 * A migrated database of its own for one test file: in-memory PGlite, or a fresh
 * PostgreSQL database created beside TEST_DATABASE_URL's and dropped afterwards,
 * so test files can run in parallel.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'memory' });
    await migrateDatabase(database);
    return { ...database, drop: () => database.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: empty.url });
  await migrateDatabase(database);
  return {
    ...database,
    url: empty.url,
    drop: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/**
 * pg's pool.end() resolves before its sockets are closed, so the database may still
 * look in use for a moment; wait for it rather than force-killing those connections.
 */
async function dropWhenFree(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`drop database if exists "${name}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database beside TEST_DATABASE_URL's with nothing in it, for processes that migrate it themselves. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `signet_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdmin(adminUrl, (client) => dropWhenFree(client, name)) };
}
