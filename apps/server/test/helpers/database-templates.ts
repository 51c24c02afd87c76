import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';
import { migrateDatabase, migrationsFolder } from '../../src/db/migrate.js';

/**
 * Test databases are migrated once per run and copied for each test file: PostgreSQL copies a
 * template database (CREATE DATABASE … TEMPLATE), PGlite loads a dump of a migrated data folder.
 * Both are named by a hash of the migration files (and, for the dump, of PGlite's version), so a
 * changed or added migration makes a new one and a stale one is never used.
 */

const CACHE_DIR = fileURLToPath(new URL('../../../../.cache/test-databases/', import.meta.url));
// Any constant: it only has to be the same in every process that may build the template.
const TEMPLATE_LOCK_KEY = 725_104_332;
const TEMPLATE_PREFIX = 'signet_template_';

let fingerprint: string | undefined;
/** SHA-256 over every migration file (names and contents) and PGlite's version. */
export function migrationsFingerprint(): string {
  if (!fingerprint) {
    const hash = createHash('sha256');
    const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(migrationsFolder, path.join(entry.parentPath, entry.name)))
      .sort();
    for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(migrationsFolder, file))).update('\0');
    hash.update(pgliteVersion());
    fingerprint = hash.digest('hex').slice(0, 16);
  }
  return fingerprint;
}

/** The installed PGlite's version: a dump is only read back by the PGlite that wrote it. */
function pgliteVersion(): string {
  // Its package.json is not among the package's exports: find it above the resolved entry.
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

export const postgresTemplateName = (): string => `${TEMPLATE_PREFIX}${migrationsFingerprint()}`;
const pgliteDumpPath = (): string => path.join(CACHE_DIR, `pglite-${migrationsFingerprint()}.tar`);

/**
 * The migrated PGlite data folder as a tarball, made on first use. Written under a unique name and
 * renamed into place, so a reader never sees half a file, even with two runs at once.
 */
export async function ensurePgliteTemplate(): Promise<{ path: string; made: boolean }> {
  const target = pgliteDumpPath();
  if (await stat(target).then(() => true, () => false)) return { path: target, made: false };
  const database = await openDatabase({ kind: 'memory' });
  try {
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, dump);
    await rename(partial, target);
  } finally {
    await database.close();
  }
  return { path: target, made: true };
}

let pgliteDump: Promise<Blob> | undefined;
/** The dump a test file's PGlite databases start from, read once per test process. */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= ensurePgliteTemplate().then(async ({ path: file }) => new Blob([await readFile(file)]));
  return pgliteDump;
}

/**
 * The migrated template database beside `adminUrl`'s, made on first use under an advisory lock, so
 * concurrent runs take turns. It is built under a temporary name and renamed when complete, so an
 * interrupted build never passes for a template; it takes no connections, so copies never find it
 * busy. Templates of other migration sets are dropped.
 */
export async function ensurePostgresTemplate(adminUrl: string): Promise<{ name: string; made: boolean }> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return { name, made: false };
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await exists()) return { name, made: false };
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}"`);
      await admin.query(`create database "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      await whenFree(() => admin.query(`alter database "${building}" rename to "${name}"`));
      await admin.query(`alter database "${name}" with is_template true allow_connections false`);
      await dropOtherTemplates(admin, name);
      return { name, made: true };
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  } finally {
    await admin.end();
  }
}

async function dropOtherTemplates(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like '${TEMPLATE_PREFIX}%' and datname <> $1`, [keep]);
  for (const { datname } of rows) {
    // A run of an older checkout may be copying it right now: then it stays, and goes next time.
    await admin.query(`alter database "${datname}" with is_template false`).catch(() => {});
    await admin.query(`drop database if exists "${datname}"`).catch(() => {});
  }
}

/**
 * pg's pool.end() resolves before its sockets are closed, so a database may still look in use
 * (55006) for a moment after its last client ended; try again rather than force-kill connections.
 */
export async function whenFree(work: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await work();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
