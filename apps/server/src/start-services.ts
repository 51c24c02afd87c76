import type { AppDeps } from './app-deps.js';
import type { Config } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { JobWorker, mailJobHandlers, maintenanceJobHandlers, scheduleDailyMaintenance } from './jobs/index.js';
import { onJobGaveUp } from './jobs/job-gave-up.js';
import { createMailer } from './mail/index.js';
import { createFileStore } from './storage/index.js';

export interface Services {
  deps: AppDeps;
  worker: JobWorker | null;
  stop(): Promise<void>;
}

/**
 * Opens and migrates the database, creates the file store and mailer, and starts
 * the job worker when this process should run one (`JOB_WORKER`).
 */
export async function startServices(config: Config, log: (error: unknown) => void): Promise<Services> {
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  const files = createFileStore(config.storage);
  const mailer = createMailer(config.mail, database.db);
  const worker = config.jobs.worker
    ? new JobWorker(database.db, {
        handlers: { ...mailJobHandlers({ mailer, files }), ...maintenanceJobHandlers() },
        concurrency: config.jobs.concurrency,
        onError: log,
        onGaveUp: onJobGaveUp(database.db),
      })
    : null;
  if (worker) {
    await scheduleDailyMaintenance(database.db);
    worker.start();
  }
  return {
    deps: { config, database, files, mailer, kickJobs: () => worker?.kick() },
    worker,
    stop: async () => {
      await worker?.stop();
      await mailer.close?.();
      await database.close();
    },
  };
}
