import type { Config } from './config/env.js';
import type { Database } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { PaymentProvider } from './payments/index.js';
import type { FileStore } from './storage/file-store.js';

/**
 * What route handlers may use. Built once at start-up (`createAppDeps`) or by a
 * test and passed in, so nothing of importance lives in module-level state.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  files: FileStore;
  mailer: Mailer;
  /** Payment providers switched on by the configuration; empty means licence codes only. */
  payments: PaymentProvider[];
}
