import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataFolder } from './data-folder-lock.js';
import { createPgliteCluster } from './create-pglite-cluster.js';
import { pgliteOptions } from './pglite-options.js';
import * as schema from './schema/index.js';

/**
 * The database as every repository sees it. PGlite and node-postgres share the
 * PostgreSQL dialect, so one type (and one set of repositories) serves both.
 * A transaction is also a Db, so repository functions accept either.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** `memory` starts empty, or from `from`: a data folder dumped by PGlite's dumpDataDir (tests copy one migrated database this way). */
export type DatabaseTarget = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string } | { kind: 'memory'; from?: Blob };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (delivered when the notifying
   * transaction commits). PostgreSQL: a dedicated connection that LISTENs, reconnecting
   * after a failure; PGlite: the embedded database's own in-process listeners.
   * Resolves to a function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Opens PGlite in a data folder (embedded default), in memory (tests), or a PostgreSQL pool. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // The pg driver is only loaded by the processes that use it.
    const { openPostgres } = await import('./open-postgres.js');
    return openPostgres(target.url);
  }
  let release = async () => {};
  if (target.kind === 'pglite') {
    await mkdir(target.dir, { recursive: true });
    release = await lockDataFolder(target.dir);
    try {
      await createPgliteCluster(target.dir);
    } catch (error) {
      await release();
      throw error;
    }
  }
  const client = await (target.kind === 'pglite' ? PGlite.create(target.dir, pgliteOptions) : PGlite.create({ ...pgliteOptions, loadDataDir: target.from })).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: target.kind,
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/** Rows of a raw query, whichever driver answered. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
