import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built SPA (apps/web/dist), found the same way from src/ (tsx) and dist/ (node). */
export const defaultWebRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built SPA beside the API. Hashed assets are cached for a year;
 * index.html is never cached so a new release is picked up at once. Text files are sent
 * as the build's brotli or gzip copies when the browser accepts them (`Vary: Accept-Encoding`).
 * Returns false when there is no build (route tests), leaving only the API.
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** History-mode routing: any GET for a page (not /v1, not a file) gets index.html. */
export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  if (pathname === '/v1' || pathname.startsWith('/v1/')) return false;
  if (path.extname(pathname) !== '') return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
