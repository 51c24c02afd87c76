import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

/**
 * The contracts package exports its TypeScript sources under the `source`
 * condition, so the web bundles them directly without a contracts build step.
 */
export const resolveConditions = ['source', ...defaultClientConditions];

// The API server of apps/server; override to point the dev proxy elsewhere.
const apiTarget = process.env.SIGNET_API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/v1': { target: apiTarget, changeOrigin: false } };

/**
 * pdf.js fetches data files at run time: CJK cmaps (Chinese text in files without
 * embedded fonts), the 14 standard fonts, wasm image decoders and ICC profiles. This
 * serves them at /pdfjs/ in development and copies them into the build, so the
 * viewer never depends on a CDN.
 */
function pdfjsAssets(): Plugin {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const dirs = ['cmaps', 'standard_fonts', 'wasm', 'iccs'];
  const types: Record<string, string> = { '.wasm': 'application/wasm', '.js': 'text/javascript', '.ttf': 'font/ttf' };
  return {
    name: 'signet-pdfjs-assets',
    configureServer(server) {
      server.middlewares.use('/pdfjs', (req, res, next) => {
        const relative = normalize(decodeURIComponent((req.url ?? '').split('?')[0] ?? '')).replace(/^[/\\]+/, '');
        const file = join(root, relative);
        if (!dirs.includes(relative.split(/[/\\]/)[0] ?? '') || !file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const dir of dirs) {
        for (const name of readdirSync(join(root, dir))) {
          this.emitFile({ type: 'asset', fileName: `pdfjs/${dir}/${name}`, source: readFileSync(join(root, dir, name)) });
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), pdfjsAssets(), precompress()],
  resolve: { conditions: resolveConditions },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // pdf.js's entry (a small file re-exporting the pdfjs chunk) carries pdf.js's name, so
        // the page-weight test and the bench count it as pdf.js, not as the page's own script.
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.match(/[\\/]pdfjs-dist[\\/]/) ? 'assets/pdfjs-entry-[hash].js' : 'assets/[name]-[hash].js'),
        // React (every page needs it) is one long-lived chunk, and so are pdf.js and zod.
        // Everything else, Mantine included, is split where the routes use it, so a signer
        // opening an e-mail link downloads only the components of the signing pages. Vendor
        // groups (one Mantine chunk; or grouped by the routes that use them) were measured
        // heavier for the signer: see docs/performance/web-delivery.md.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/, priority: 20 },
            // zod-without-eval rides with zod so it runs before any chunk builds a schema.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval/, priority: 20 },
          ],
        },
      },
    },
  },
});
