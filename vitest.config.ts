import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';
import webConfig from './apps/web/vitest.config.ts';
import { EMBEDDED_DATABASE_NODE_FLAGS } from './apps/server/src/db/embedded-database-node-flags.js';
import SlowFirstSequencer from './scripts/test-run/slow-first-sequencer.mjs';

// Tests use the contracts' TypeScript sources directly, without a build.
const resolve = {
  alias: {
    '@signet/contracts': fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url)),
    '@signet/sdk': fileURLToPath(new URL('./packages/sdk/src/index.ts', import.meta.url)),
    '@signet/embed-react': fileURLToPath(new URL('./packages/embed-react/src/index.ts', import.meta.url)),
  },
};

const serverRoot = fileURLToPath(new URL('./apps/server', import.meta.url));
const serverTestFiles = ['src', 'test'].flatMap((folder) =>
  readdirSync(path.join(serverRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file)),
);
/**
 * Server test files that run once per database engine (describe.each(databaseTargets())). They run
 * as one project per engine, so each engine is a phase with its own time, and a file's two halves
 * run side by side; every other server test file runs once, in the `server` project.
 */
const perDatabaseFiles = serverTestFiles.filter((file) => readFileSync(path.join(serverRoot, file), 'utf8').includes('databaseTargets()'));

// A timeout catches a hang, not slowness: on a loaded machine a 5 s test can take 30, and a
// machine of this kind has run the whole suite at 1.6 times the CPU time of another.
// The same for a wait inside a test: `expect.poll` gives up after 60 s, not vitest's 1 s, which a
// page that renders in 0.3 s on an idle machine overran on a loaded one.
const waits = { poll: { timeout: 60_000, interval: 100 } };
// Test processes that import drizzle-orm load it without Node 24's per-file package.json parse, as
// the server does (apps/server/src/runtime/drizzle-module-format.ts): about 1 CPU-s a process.
const drizzleModuleFormat = ['--import', fileURLToPath(new URL('./apps/server/src/runtime/drizzle-module-format.ts', import.meta.url))];
// Server tests open PGlite in their own processes: with npm start's flags, as the server runs
// (about a tenth less CPU and half the peak memory in a measurement of three files).
const server = { execArgv: [...EMBEDDED_DATABASE_NODE_FLAGS, ...drizzleModuleFormat], testTimeout: 120_000, hookTimeout: 180_000, root: 'apps/server', globalSetup: ['test/global-setup.ts'], isolate: false, expect: waits };
/**
 * The web tests share one module graph (`isolate: false`): they evaluated the same 555 modules 2,346
 * times, 102 CPU-s against 18. The few that replace a module with `vi.mock` run apart, each with a
 * fresh graph, so the replacement never meets a copy another file already loaded.
 */
const webRoot = fileURLToPath(new URL('./apps/web', import.meta.url));
const webMockingFiles = readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(path.join(webRoot, 'src', file), 'utf8').includes('vi.mock('))
  .map((file) => path.join('src', file));
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    reporters: ['default', './scripts/test-run/timing-reporter.mjs'],
    // The slowest files first, so a phase does not end with one long file running alone.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      { resolve, test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      // The published packages (issue 38): their unit tests; the SDK against a running server is a browser-test file (e2e/sdk-journeys.e2e.ts).
      { resolve, test: { name: 'sdk', root: 'packages/sdk', include: ['src/**/*.test.ts'] } },
      { resolve, test: { name: 'embed-react', root: 'packages/embed-react', include: ['src/**/*.test.{ts,tsx}'] } },
      { resolve, test: { ...server, name: 'server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: perDatabaseFiles } },
      ...engines.map(
        (engine): TestProjectConfiguration => ({
          resolve,
          test: { ...server, name: `server:${engine}`, include: perDatabaseFiles, env: { TEST_DATABASES: engine } },
        }),
      ),
      { ...webConfig, test: { ...webConfig.test, root: webRoot, isolate: false, exclude: [...configDefaults.exclude, ...webMockingFiles] } },
      { ...webConfig, test: { ...webConfig.test, root: webRoot, name: 'web:mocks', include: webMockingFiles } },
      {
        resolve,
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['global-setup.ts'],
          execArgv: drizzleModuleFormat,
          // One module graph per worker, not per file: each file still starts its own server and
          // browser and stops them in afterAll (about 1.6 CPU-s a file less, measured on five files).
          isolate: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
          expect: waits,
          // Each file has its own server and browser, so two run side by side; their own group,
          // because a run of every project may use one worker count per group.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
