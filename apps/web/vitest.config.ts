import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { resolveConditions } from './vite.config.ts';

// Tests run in the node (server) environment, which has its own condition list.
export default defineConfig({
  resolve: { conditions: resolveConditions },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: { name: 'web', environment: 'node', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'] },
});
