import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = fileURLToPath(new URL('./host-app.tsx', import.meta.url));
const EMBED_REACT = fileURLToPath(new URL('../../packages/embed-react/src/index.ts', import.meta.url));

/** Bundles the host app (React and @signet/embed-react from its sources) as a customer's build would. */
async function bundleHostApp(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    alias: { '@signet/embed-react': EMBED_REACT },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/**
 * Serves the bundled host app from another origin than Signet's (localhost, not 127.0.0.1), as a
 * customer's site: `/` is the page, `/app.js` the bundle.
 */
export async function serveHostApp(): Promise<{ origin: string; close: () => Promise<void> }> {
  const script = await bundleHostApp();
  const page = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Customer portal</title></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>';
  const server: Server = createServer((request, response) => {
    const isScript = request.url?.startsWith('/app.js');
    response.writeHead(200, { 'content-type': isScript ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8' });
    response.end(isScript ? script : page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
