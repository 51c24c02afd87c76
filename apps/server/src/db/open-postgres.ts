import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './client.js';
import { listenOnPostgres } from './listen-on-postgres.js';
import * as schema from './schema/index.js';

/** A PostgreSQL pool behind the same Database interface as PGlite. Loaded only when DATABASE_URL is set. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify), close: () => pool.end() };
}
