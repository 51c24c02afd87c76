import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { migrationsFingerprint } from './database-templates.js';
import { entryCommand } from './server-process.js';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const cacheDir = path.join(repoRoot, '.cache/test-databases');

/** Where the migrated embedded database that browser tests' servers and process tests start from is kept. */
const templateDir = (): string => path.join(cacheDir, `e2e-pglite-${migrationsFingerprint()}`);

/**
 * A PGlite data folder made by `migrate.js` (the built one, as an operator's deploy step would, or
 * the sources when the build is older than them), once per set of migrations. Making a cluster and
 * migrating it takes a new server about 6 s of CPU on a quiet machine; copying the folder takes a
 * few milliseconds. Built beside its final name and renamed into place, so a half-made folder is
 * never used.
 */
export async function ensureDataFolderTemplate(): Promise<string> {
  const target = templateDir();
  if (existsSync(target)) return target;
  await mkdir(cacheDir, { recursive: true });
  const scratch = await mkdtemp(path.join(cacheDir, 'e2e-building-'));
  try {
    // The embedded database, whatever the environment says: that is what browser tests run on.
    const { DATABASE_URL: _postgres, ...env } = process.env;
    const [command = process.execPath, ...args] = entryCommand('migrate');
    await run(command, args, { cwd: repoRoot, env: { ...env, DATA_DIR: scratch, LOG_LEVEL: 'warn' } });
    await rename(path.join(scratch, 'pglite'), target).catch((error: unknown) => {
      // Another run finished first: its folder is as good as ours.
      if (!existsSync(target)) throw error;
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return target;
}

/** Puts a copy of the migrated database into a new server's data folder. */
export async function copyDataFolderTemplate(dataDir: string): Promise<void> {
  await cp(await ensureDataFolderTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
}
