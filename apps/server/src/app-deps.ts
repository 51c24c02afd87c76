import type { Config } from './config/env.js';
import type { Database } from './db/client.js';

/**
 * What route handlers may use. Built once in main.ts (or by a test) and passed in,
 * so nothing of importance lives in module-level state.
 */
export interface AppDeps {
  config: Config;
  database: Database;
}
