import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { signerPreloads } from './build/signer-preloads.ts';
import { resolveConditions } from './vite.config.ts';

/**
 * The signer's pages as an entry of their own (docs/decisions/024-signer-entry.md): sign.html,
 * built to dist-signer/ and served by the server for every /sign/ page. The signer's components
 * are the same files the sender's app uses; here the libraries they import resolve to light
 * stand-ins of ours with the same names (as preact/compat stands in for React):
 * - react-router → src/signer-app/router.tsx (a few fixed paths over the History API);
 * - react-i18next and the app's i18n module → src/signer-app/i18n (the signer's words only);
 * - @signet/contracts → its schema-free entry (operations as routes: the server validates);
 * - @mantine/* → src/signer-app/kit (light primitives), once the kit is there.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const kit = here('./src/signer-app/kit/core.tsx');
const withKit = existsSync(kit);

/** Specifiers resolved to another module, wherever they are imported from. */
const specifiers: Record<string, string> = {
  'react-router': here('./src/signer-app/router.tsx'),
  'react-i18next': here('./src/signer-app/i18n/react-i18next.tsx'),
  '@signet/contracts': here('../../packages/contracts/src/without-schemas.ts'),
  ...(withKit
    ? {
        '@mantine/core': kit,
        '@mantine/core/styles.css': here('./src/signer-app/kit/kit.css'),
        '@mantine/hooks': here('./src/signer-app/kit/hooks.ts'),
        '@mantine/notifications': here('./src/signer-app/kit/notifications.tsx'),
        '@mantine/notifications/styles.css': here('./src/signer-app/kit/empty.css'),
      }
    : {}),
};

/** Modules replaced once resolved, whatever relative path reached them. */
const modules: Record<string, string> = {
  [here('./src/lib/i18n/i18n.ts')]: here('./src/signer-app/i18n/i18n.ts'),
};

function signerStandIns(): Plugin {
  return {
    name: 'signet-signer-stand-ins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = specifiers[source];
      if (target) return target;
      if (!source.startsWith('.') || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const replaced = resolved && modules[resolved.id.split('?')[0] ?? ''];
      // The stand-in's own import of the module it replaces is not redirected to itself.
      return replaced && replaced !== importer ? replaced : resolved;
    },
  };
}

export default defineConfig({
  plugins: [signerStandIns(), react(), signerPreloads(), precompress()],
  resolve: { conditions: resolveConditions },
  // Served under /sign-app/ (the server maps it to dist-signer/); the pages' addresses stay /sign/….
  base: '/sign-app/',
  // The icon and samples are the main build's, served at the site's root.
  publicDir: false,
  build: {
    outDir: 'dist-signer',
    emptyOutDir: true,
    rolldownOptions: {
      input: here('./sign.html'),
      output: {
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.match(/[\\/]pdfjs-dist[\\/]/) ? 'assets/pdfjs-entry-[hash].js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/, priority: 20 },
            { name: 'signer-common', test: /[\\/]apps[\\/]web[\\/]src[\\/]|[\\/]packages[\\/]contracts[\\/]|node_modules[\\/](@tabler|@tanstack|axios)/, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
