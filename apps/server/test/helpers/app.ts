import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { AppDeps } from '../../src/app-deps.js';
import { loadConfig, type Config } from '../../src/config/env.js';
import { JOBS_CHANNEL, JobWorker } from '../../src/jobs/index.js';
import { createPaymentProviders } from '../../src/payments/index.js';
import { billingJobHandlers, completionJobHandlers, mailJobHandlers, onJobGaveUp, pageImageJobHandlers, templateJobHandlers, webhookJobHandlers } from '../../src/worker/index.js';
import { loadPageImageKey } from '../../src/domain/page-images/page-image-secret.js';
import { createMailer } from '../../src/mail/index.js';
import { countedMailer } from '../../src/observability/counted-mailer.js';
import { createMetrics, recordJobSettled } from '../../src/observability/metrics.js';
import { Readiness } from '../../src/observability/readiness.js';
import { createSmsSender } from '../../src/sms/index.js';
import { createSealProvider } from '../../src/seal/seal-identity-store.js';
import { createFileStore } from '../../src/storage/index.js';
import { createTestDatabase, type TestDatabaseKind, type TestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: TestDatabase;
  config: Config;
  /** Runs jobs as the server's worker would (mail and sealing), polling fast. */
  worker: JobWorker;
  close(): Promise<void>;
}

/**
 * The real app on a real, isolated database, API only (no SPA build), quiet logs,
 * with local file storage, the outbox mailer and SMS sender (unless `env` names another driver) and a running job worker.
 * `extend` may register extra routes before the app is sealed.
 */
export async function buildTestApp(
  kind: TestDatabaseKind,
  options: {
    env?: Record<string, string>;
    extend?: (app: FastifyInstance, deps: AppDeps) => void;
    /** A database made by the caller (e.g. PGlite in a folder a child process opens too); close() still drops it. */
    database?: TestDatabase;
    /** False: the worker leaves sealing jobs alone (a test runs them itself). */
    sealing?: boolean;
    /** A folder with a built SPA (index.html) to serve; by default none, API only. */
    webRoot?: string;
    /**
     * Run the page-1 images job of each upload (issue 37). Off by default: other tests' uploads
     * leave it queued rather than spend the run's CPU drawing pages nobody looks at.
     */
    pageImages?: boolean;
    /** Collect Prometheus metrics (deps.metrics) from the app, the worker and the mailer, as METRICS_PORT does. */
    metrics?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'signet-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env });
  const database = options.database ?? (await createTestDatabase(kind));
  const files = await createFileStore(config.storage);
  const metrics = options.metrics ? createMetrics(database.db) : undefined;
  const mailer = metrics ? countedMailer(createMailer(config.mail, database.db), metrics) : createMailer(config.mail, database.db);
  const seal = createSealProvider(database.db, config.seal);
  const worker = new JobWorker(database.db, {
    handlers: {
      ...mailJobHandlers({ mailer, files }),
      ...templateJobHandlers({ publicUrl: config.publicUrl }),
      ...billingJobHandlers({ publicUrl: config.publicUrl, issuer: { name: config.operator.name, email: config.operator.email, address: config.operator.address }, receipts: config.receipts }),
      ...webhookJobHandlers({ publicUrl: config.publicUrl, allowHosts: config.webhooks.allowHosts }),
      ...(options.pageImages ? pageImageJobHandlers({ files }) : {}),
      ...(options.sealing === false
        ? {}
        : completionJobHandlers({ files, seal, publicUrl: config.publicUrl, onSealTimed: metrics && ((outcome, seconds) => metrics.sealDuration.observe({ outcome }, seconds)) })),
    },
    pollIntervalMs: 100,
    // One worker in the test's own process: nobody is there to take a job over, and on a loaded
    // machine a sealing that holds the event loop past a 10 s lease would be run twice.
    leaseMs: 60_000,
    onSettled: metrics && ((job, outcome, seconds) => recordJobSettled(metrics, job.type, outcome, seconds)),
    onGaveUp: onJobGaveUp(database.db),
    listen: (onEnqueued) => database.listen(JOBS_CHANNEL, onEnqueued),
  });
  await worker.start();
  const deps: AppDeps = { config, database, files, pageImageKey: await loadPageImageKey(config.pageImages.secret, files), mailer, sms: createSmsSender(config.sms, database.db), payments: await createPaymentProviders(config.payments, config.publicUrl), readiness: new Readiness(database.db), metrics };
  metrics?.countRunningJobs(() => worker.runningCount);
  const app = await buildApp(deps, { webRoot: options.webRoot ?? path.join(dataDir, 'no-web') });
  options.extend?.(app, deps);
  await app.ready();
  return {
    app,
    deps,
    database,
    config,
    worker,
    close: async () => {
      await app.close();
      await worker.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The web client's fixed app-service credential, as the SPA sends it. */
export function appBasicAuthHeader(config: Config): string {
  return `Basic ${Buffer.from(config.appBasicAuth).toString('base64')}`;
}
