import type { AppDeps } from './app-deps.js';
import type { Config } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { sweepUnsealedAgreements } from './domain/completion/sweep-unsealed-agreements.js';
import { JOBS_CHANNEL, JobWorker, scheduleCompletionSweep, scheduleDailyMaintenance } from './jobs/index.js';
import { billingJobHandlers, completionJobHandlers, followUpJobHandlers, mailJobHandlers, maintenanceJobHandlers, onJobGaveUp, templateJobHandlers, webhookJobHandlers } from './worker/index.js';
import { createMailer } from './mail/index.js';
import { createSealProvider } from './seal/seal-identity-store.js';
import { createPaymentProviders } from './payments/index.js';
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
  const files = await createFileStore(config.storage);
  const mailer = createMailer(config.mail, database.db);
  const seal = createSealProvider(database.db, config.seal);
  // A fresh install makes its sealing certificate now (once, whatever the number of processes), and a bad PKCS#12 fails start-up.
  await seal.identity();
  const worker = config.jobs.worker
    ? new JobWorker(database.db, {
        handlers: { ...mailJobHandlers({ mailer, files }), ...maintenanceJobHandlers(), ...completionJobHandlers({ files, seal, publicUrl: config.publicUrl }), ...templateJobHandlers({ publicUrl: config.publicUrl }), ...billingJobHandlers(), ...webhookJobHandlers({ publicUrl: config.publicUrl, allowHosts: config.webhooks.allowHosts }), ...followUpJobHandlers({ publicUrl: config.publicUrl }) },
        concurrency: config.jobs.concurrency,
        onError: log,
        onGaveUp: onJobGaveUp(database.db),
        listen: (onEnqueued) => database.listen(JOBS_CHANNEL, onEnqueued),
      })
    : null;
  if (worker) {
    await scheduleDailyMaintenance(database.db);
    await scheduleCompletionSweep(database.db);
    // Agreements signed while no worker ran, or whose sealing job ended without sealing, are queued again.
    await sweepUnsealedAgreements(database.db);
    await worker.start();
  }
  return {
    deps: { config, database, files, mailer, payments: await createPaymentProviders(config.payments) },
    worker,
    stop: async () => {
      await worker?.stop();
      await mailer.close?.();
      await database.close();
    },
  };
}
