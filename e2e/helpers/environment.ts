import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startBuiltServer, type PrepareDataFolder, type RunningServer, type ServerOptions } from './server.js';

export interface E2eEnvironment {
  server: RunningServer;
  browser: Browser;
}

/**
 * Starts the built server and Chromium before the file's tests and stops both after.
 * Read the fields inside tests (they are set once beforeAll has run).
 */
export function useServerAndBrowser(env: Record<string, string> = {}, prepare?: PrepareDataFolder, options?: ServerOptions): E2eEnvironment {
  const environment = {} as E2eEnvironment;
  beforeAll(async () => {
    environment.server = await startBuiltServer(env, prepare, options);
    environment.browser = await launchBrowser();
  });
  afterAll(async () => {
    await environment.browser?.close();
    await environment.server?.stop();
  });
  return environment;
}
