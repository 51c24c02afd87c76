import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The contracts package exports its TypeScript sources under the `source`
 * condition, so the web bundles them directly without a contracts build step.
 */
export const resolveConditions = ['source', ...defaultClientConditions];

// The API server of apps/server; override to point the dev proxy elsewhere.
const apiTarget = process.env.SIGNET_API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/v1': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: resolveConditions },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor groups cache across deploys; page code stays in per-route
        // chunks so a signer opening an e-mail link never downloads sender screens.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 20 },
            { name: 'data', test: /node_modules[\\/](@tanstack|axios|lossless-json|zod|zustand)[\\/]/, priority: 20 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
