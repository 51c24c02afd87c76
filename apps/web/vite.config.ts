import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The contracts package exports its TypeScript sources under the `source`
 * condition, so the web bundles them directly without a contracts build step.
 */
export const resolveConditions = ['source', ...defaultClientConditions];

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: resolveConditions },
  server: {
    proxy: { '/v1': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/v1': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
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
