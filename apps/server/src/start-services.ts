import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config/env.js';
import { openDatabase, type Database } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { readMigrationStatus } from './db/migration-status.js';
import { sweepUnsealedAgreements } from './domain/completion/sweep-unsealed-agreements.js';
import { JOBS_CHANNEL, JobWorker, scheduleCompletionSweep, scheduleDailyMaintenance } from './jobs/index.js';
import { billingJobHandlers, completionJobHandlers, followUpJobHandlers, mailJobHandlers, maintenanceJobHandlers, onJobGaveUp, pageImageJobHandlers, templateJobHandlers, webhookJobHandlers } from './worker/index.js';
import { loadPageImageKey } from './domain/page-images/page-image-secret.js';
import { createMailer } from './mail/index.js';
import { countedMailer } from './observability/counted-mailer.js';
import type { Logger } from './observability/logger.js';
import { createMetrics, recordJobSettled } from './observability/metrics.js';
import { Readiness } from './observability/readiness.js';
import { createSmsSender } from './sms/index.js';
import { createSealProvider } from './seal/seal-identity-store.js';
import { createPaymentProviders } from './payments/index.js';
import { createFileStore } from './storage/index.js';

/** How often a process started with MIGRATE_ON_START=false looks again for the migrate job's work. */
const MIGRATION_WAIT_MS = 2_000;

export interface Services {
  deps: AppDeps;
  worker: JobWorker | null;
  /** Stops claiming jobs and settles or releases the running ones; safe to call more than once. */
  stopWorker(): Promise<void>;
  /** Stops the worker, then closes the mailer and the database. */
  stop(): Promise<void>;
}

/**
 * Opens the database and migrates it (or waits for the migrate job to have done so), creates the
 * file store, mailer and SMS sender, and starts the job worker when this process's role runs one.
 */
export async function startServices(config: Config, logger: Logger): Promise<Services> {
  const database = await openDatabase(config.database);
  if (config.migrateOnStart) {
    const { applied } = await migrateDatabase(database);
    if (applied > 0) logger.info({ applied }, 'migrations applied');
  } else await waitForMigrations(database, logger);
  const metrics = config.metrics ? createMetrics(database.db) : undefined;
  const files = await createFileStore(config.storage);
  const plainMailer = createMailer(config.mail, database.db);
  const mailer = metrics ? countedMailer(plainMailer, metrics) : plainMailer;
  const sms = createSmsSender(config.sms, database.db);
  const seal = createSealProvider(database.db, config.seal);
  // A fresh install makes its sealing certificate now (once, whatever the number of processes), and a bad PKCS#12 fails start-up.
  await seal.identity();
  // So do bad company CA files; a generated company CA waits for the first company signature.
  if (config.seal.companyCa) await seal.companyCa();
  const worker = config.jobs.worker
    ? new JobWorker(database.db, {
        handlers: {
          ...mailJobHandlers({ mailer, files }),
          ...maintenanceJobHandlers(),
          ...completionJobHandlers({ files, seal, publicUrl: config.publicUrl, onSealTimed: metrics && ((outcome, seconds) => metrics.sealDuration.observe({ outcome }, seconds)) }),
          ...templateJobHandlers({ publicUrl: config.publicUrl }),
          ...billingJobHandlers({ publicUrl: config.publicUrl, issuer: { name: config.operator.name, email: config.operator.email, address: config.operator.address }, receipts: config.receipts }),
          ...webhookJobHandlers({ publicUrl: config.publicUrl, allowHosts: config.webhooks.allowHosts }),
          ...followUpJobHandlers({ publicUrl: config.publicUrl }),
          ...pageImageJobHandlers({ files }),
        },
        concurrency: config.jobs.concurrency,
        onError: (error, job) => logger.error({ err: error, job: job && { id: String(job.id), type: job.type, attempts: job.attempts } }, 'job attempt failed'),
        onGaveUp: onJobGaveUp(database.db),
        onSettled: metrics && ((job, outcome, seconds) => recordJobSettled(metrics, job.type, outcome, seconds)),
        listen: (onEnqueued) => database.listen(JOBS_CHANNEL, onEnqueued),
      })
    : null;
  if (worker) {
    metrics?.countRunningJobs(() => worker.runningCount);
    await scheduleDailyMaintenance(database.db);
    await scheduleCompletionSweep(database.db);
    // Agreements signed while no worker ran, or whose sealing job ended without sealing, are queued again.
    await sweepUnsealedAgreements(database.db);
    await worker.start();
  }
  let workerStopped: Promise<void> | undefined;
  // Running jobs get the shutdown grace to finish; the rest go back to the queue for another worker.
  const stopWorker = () => (workerStopped ??= worker?.stop({ graceMs: config.shutdownGraceMs }) ?? Promise.resolve());
  return {
    deps: { config, database, files, pageImageKey: await loadPageImageKey(config.pageImages.secret, files), mailer, sms, payments: await createPaymentProviders(config.payments, config.publicUrl), readiness: new Readiness(database.db), metrics, logger },
    worker,
    stopWorker,
    stop: async () => {
      await stopWorker();
      await mailer.close?.();
      await database.close();
    },
  };
}

/** With migrations left to a separate job, start only once the schema this build expects is there. */
async function waitForMigrations(database: Database, logger: Logger): Promise<void> {
  for (let tries = 0; ; tries++) {
    const status = await readMigrationStatus(database.db).catch(() => null);
    if (status?.current) return;
    if (tries % 15 === 0) logger.warn({ expected: status?.expected, applied: status?.applied }, 'MIGRATE_ON_START is false: waiting for the migrate job');
    await sleep(MIGRATION_WAIT_MS);
  }
}
