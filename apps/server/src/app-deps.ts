import type { Config } from './config/env.js';
import type { Database } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { Logger } from './observability/logger.js';
import type { Metrics } from './observability/metrics.js';
import type { Readiness } from './observability/readiness.js';
import type { PaymentProvider } from './payments/index.js';
import type { SmsSender } from './sms/sms-sender.js';
import type { FileStore } from './storage/file-store.js';
import type { PageImageKey } from './domain/page-images/page-image-secret.js';

/**
 * What route handlers may use. Built once at start-up (`createAppDeps`) or by a
 * test and passed in, so nothing of importance lives in module-level state.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  files: FileStore;
  /** Signs page image links (PAGE_IMAGE_SECRET, else a key kept in the file store). */
  pageImageKey: PageImageKey;
  mailer: Mailer;
  /** Text messages (verification codes): Twilio, Aliyun SMS or the database outbox, as SMS_DRIVER says. */
  sms: SmsSender;
  /** Payment providers switched on by the configuration; empty means licence codes only. */
  payments: PaymentProvider[];
  /** What /readyz reports; draining at shutdown. */
  readiness: Readiness;
  /** Prometheus metrics when METRICS_PORT is set. */
  metrics?: Metrics | undefined;
  /** The process's JSON logger; without it the app makes its own from LOG_LEVEL. */
  logger?: Logger | undefined;
}
