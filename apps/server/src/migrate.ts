import { loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { readMigrationStatus } from './db/migration-status.js';
import { createLogger, logStartFailure } from './observability/logger.js';

/**
 * `node apps/server/dist/migrate.js`: applies pending migrations and exits, for a deploy step
 * (a Kubernetes Job, compose's one-shot service) that runs before servers started with
 * MIGRATE_ON_START=false. Several at once take turns on the same advisory lock as servers do.
 */
async function migrate(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel, 'migrate');
  const database = await openDatabase(config.database);
  try {
    const { applied } = await migrateDatabase(database);
    const status = await readMigrationStatus(database.db);
    log.info({ applied, total: status.applied, newest: status.expected }, applied > 0 ? 'migrations applied' : 'database already up to date');
  } finally {
    await database.close();
  }
}

migrate().then(
  () => process.exit(0),
  (error: unknown) => {
    logStartFailure('migrate', error, 'migrations failed');
    process.exit(1);
  },
);
