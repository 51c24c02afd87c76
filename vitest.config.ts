import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests use the contracts' TypeScript sources directly, without a build.
const resolve = {
  alias: { '@signet/contracts': fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url)) },
};

export default defineConfig({
  test: {
    projects: [
      { resolve, test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        resolve,
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        resolve,
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
