import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder } from '../../../src/db/migrate.js';
import { onCleanup } from './cleanup.js';
import { knobs } from './context.js';
import { createDatabase, dropDatabase } from './bench-database.js';
import { SignetProcess, stopAll, type Deployment } from './signet-process.js';

export interface StartRow {
  processes: number;
  ready: number;
  /** Why each process that never got ready failed (its last lines). */
  failures: string[];
  migrationRows: number;
  migrationFiles: number;
  sealIdentities: number;
  allReadyMs: number;
}

/**
 * Eight processes (ROLE=all) started at the same moment on an empty database: each
 * migrates on start and makes the sealing certificate if none exists, so the advisory
 * locks must make them take turns. Afterwards the migrations table has one row per file
 * and there is one sealing identity.
 */
export async function startPhase(deployment: Deployment, databaseName: string, log: (line: string) => void): Promise<StartRow> {
  const name = `${databaseName}_start`;
  const url = await createDatabase(knobs.adminUrl, name);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'signet-scale-start-'));
  onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  onCleanup(() => dropDatabase(knobs.adminUrl, name));
  const started = Date.now();
  const processes = await Promise.all(Array.from({ length: knobs.startProcesses }, () => SignetProcess.start('all', { ...deployment, databaseUrl: url, dataDir, migrateOnStart: true })));
  try {
    const outcomes = await Promise.allSettled(processes.map((each) => each.waitReady(180_000)));
    const allReadyMs = Date.now() - started;
    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String((outcome.reason as Error).message)] : []));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const count = async (table: string) => Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n ?? NaN);
      const row: StartRow = {
        processes: processes.length,
        ready: outcomes.filter((outcome) => outcome.status === 'fulfilled').length,
        failures,
        migrationRows: await count('drizzle.__drizzle_migrations'),
        migrationFiles: (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).length,
        sealIdentities: await count('seal_identities'),
        allReadyMs,
      };
      log(`start: ${row.ready}/${row.processes} ready in ${(allReadyMs / 1000).toFixed(1)} s; migrations ${row.migrationRows} rows for ${row.migrationFiles} files; ${row.sealIdentities} seal identity row(s)`);
      return row;
    } finally {
      await client.end();
    }
  } finally {
    await stopAll(processes);
  }
}
