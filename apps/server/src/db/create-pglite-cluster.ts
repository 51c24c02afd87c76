import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { EMBEDDED_DATABASE_NODE_FLAGS } from './embedded-database-node-flags.js';

const run = promisify(execFile);
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');

// Creates the cluster in the folder given as the first argument, and closes it.
const CREATE_CLUSTER = `require(${JSON.stringify(pgliteEntry)}).PGlite.create(process.argv[1]).then((db) => db.close())`;

/**
 * Creates PGlite's database cluster in `dir` unless one is there. PGlite's initdb runs a
 * second PostgreSQL instance and initdb's own WebAssembly beside the first, which takes
 * the process to about 800 MB for a moment and leaves hundreds of megabytes of garbage
 * and fragmented malloc arenas behind. A short-lived child process does it instead, so
 * the server opens a ready cluster and never holds that memory
 * (docs/performance/server-memory.md).
 */
export async function createPgliteCluster(dir: string): Promise<void> {
  const exists = await access(path.join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (exists) return;
  // npm start's flags: a few seconds' child gains nothing from V8's optimising tier, whose compilation
  // of PostgreSQL's WebAssembly took Node 24's peak about 500 MB higher (decision 029).
  await run(process.execPath, [...EMBEDDED_DATABASE_NODE_FLAGS, '-e', CREATE_CLUSTER, dir], { maxBuffer: 16 * 1024 * 1024 });
}
