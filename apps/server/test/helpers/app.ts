import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { AppDeps } from '../../src/app-deps.js';
import { loadConfig, type Config } from '../../src/config/env.js';
import { createTestDatabase, type TestDatabaseKind, type TestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a real, isolated database, API only (no SPA build), quiet logs.
 * `extend` may register extra routes before the app is sealed.
 */
export async function buildTestApp(
  kind: TestDatabaseKind,
  options: { env?: Record<string, string>; extend?: (app: FastifyInstance, deps: AppDeps) => void } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'signet-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env });
  const database = await createTestDatabase(kind);
  const deps: AppDeps = { config, database };
  const app = await buildApp(deps, { webRoot: path.join(dataDir, 'no-web') });
  options.extend?.(app, deps);
  await app.ready();
  return {
    app,
    deps,
    database,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The web client's fixed app-service credential, as the SPA sends it. */
export function appBasicAuthHeader(config: Config): string {
  return `Basic ${Buffer.from(config.appBasicAuth).toString('base64')}`;
}
