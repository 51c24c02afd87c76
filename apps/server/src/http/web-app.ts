import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built SPA (apps/web/dist), found the same way from src/ (tsx) and dist/ (node). */
export const defaultWebRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The signer's pages' own build (apps/web/dist-signer, decision 024), beside the SPA's. */
export const signerRootOf = (webRoot: string) => `${webRoot.replace(/[\\/]+$/, '')}-signer`;

/** Where the signer's build is served: its scripts and styles; its pages are /sign/…. */
export const SIGNER_ASSETS_PREFIX = '/sign-app/';

/**
 * Serves the built SPA beside the API. Hashed assets are cached for a year;
 * index.html is never cached so a new release is picked up at once. Text files are sent
 * as the build's brotli or gzip copies when the browser accepts them (`Vary: Accept-Encoding`).
 * Returns false when there is no build (route tests), leaving only the API.
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(path.join(root, 'index.html'))) return false;
  app.addHook('onSend', async (request, reply) => {
    if (isHashedSubresource(request.url)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  });
  const setHeaders = (reply: { header: (name: string, value: string) => unknown }, filePath: string) => {
    const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  await app.register(fastifyStatic, { root, wildcard: false, index: false, preCompressed: true, setHeaders });
  const signerRoot = signerRootOf(root);
  if (existsSync(path.join(signerRoot, 'sign.html'))) {
    await app.register(fastifyStatic, { root: signerRoot, prefix: SIGNER_ASSETS_PREFIX, decorateReply: false, wildcard: false, index: false, preCompressed: true, setHeaders });
  }
  return true;
}

/** A page of the signer's (every path under /sign/): the signer's own entry serves it when built. */
export function isSignerPage(url: string): boolean {
  return (url.split('?')[0] ?? '').startsWith('/sign/');
}

/**
 * Headers that rule a document (a page, a worker) and mean nothing on a script or style sheet
 * it loads, plus validators an immutable file never needs. A signer's phone fetches some
 * sixty such files; at about 700 bytes each these were a tenth of what it downloaded.
 * Kept: Content-Type, nosniff, Cross-Origin-Resource-Policy, Referrer-Policy (a style
 * sheet's own requests follow it), caching and encoding.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'last-modified',
  'etag',
] as const;

/** A content-hashed script or style sheet of the build; a worker (it gets a CSP of its own) is not. */
export function isHashedSubresource(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const hashed = pathname.startsWith('/assets/') || pathname.startsWith(`${SIGNER_ASSETS_PREFIX}assets/`);
  return hashed && /\.(js|css)$/.test(pathname) && !pathname.includes('worker');
}

/** History-mode routing: any GET for a page (not /v1, not a file) gets index.html. */
export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  if (pathname === '/v1' || pathname.startsWith('/v1/')) return false;
  if (path.extname(pathname) !== '') return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * The recipient of a signing page requested for a frame (`Sec-Fetch-Dest: iframe`, or
 * `embed=1` for browsers that do not say), else null: only then are its owner's sites looked up.
 */
export function embeddedRecipientOf(url: string, fetchDest: string | string[] | undefined): bigint | null {
  const [pathname = '', query = ''] = url.split('?');
  const framed = fetchDest === 'iframe' || new URLSearchParams(query).get('embed') === '1';
  const match = /^\/sign\/(?:(?:start|finish|view)\/)?(\d{1,19})(?:\/noticeView\/\d{1,19})?\/?$/.exec(pathname);
  return framed && match?.[1] ? BigInt(match[1]) : null;
}
