import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';
import { ensurePostgresTemplate, pgliteTemplate, whenFree } from './database-templates.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). TEST_DATABASES
 * (`pglite` or `postgres`) narrows a run to one engine: the run splits the suite that way so
 * each engine is a phase of its own (vitest.config.ts).
 */
export function databaseTargets(): TestDatabaseKind[] {
  const only = process.env.TEST_DATABASES;
  if (only === 'pglite' || only === 'postgres') {
    if (only === 'postgres') requireAdminUrl();
    return [only];
  }
  if (only) throw new Error(`TEST_DATABASES is 'pglite' or 'postgres', not '${only}'`);
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * For tests that run once, on PGlite, in a file whose other tests run on every engine: true in
 * the run that covers PGlite, so a run split by engine does not run them twice.
 */
export function runsOnPglite(): boolean {
  return databaseTargets().includes('pglite');
}

/** `url`: the PostgreSQL database's own address (none for PGlite), for a second connection. */
export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/**
 * A migrated database of its own for one test file: in-memory PGlite loaded from the run's
 * migrated dump, or a PostgreSQL database copied from the run's migrated template beside
 * TEST_DATABASE_URL's and dropped afterwards, so test files can run in parallel
 * (database-templates.ts). Migrations themselves are tested on empty databases by the
 * migrate and server-process tests.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'memory', from: await pgliteTemplate() });
    return { ...database, drop: () => database.close() };
  }
  const { name: template } = await ensurePostgresTemplate(requireAdminUrl());
  const copy = await createPostgresDatabase(`template "${template}"`);
  const database = await openDatabase({ kind: 'postgres', url: copy.url });
  return {
    ...database,
    url: copy.url,
    drop: async () => {
      await database.close();
      await copy.drop();
    },
  };
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
export function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return createPostgresDatabase('');
}

function requireAdminUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return adminUrl;
}

async function createPostgresDatabase(options: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = requireAdminUrl();
  const name = `signet_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}" ${options}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdmin(adminUrl, (client) => whenFree(() => client.query(`drop database if exists "${name}"`))) };
}
