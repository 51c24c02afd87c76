import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config/env.js';

interface SecurityHeaderOptions {
  /** The address users reach; https turns on HSTS and upgrade-insecure-requests. */
  publicUrl: string;
  /** Other origins the SPA calls (the regions' service hosts). */
  apiOrigins: readonly string[];
  /** Origins besides our own that may frame the embeddable viewer (`/iframe/...`). */
  viewerFrameAncestors: readonly string[];
}

/** Every origin a region's service hosts name: the SPA may call them. */
function serviceOrigins(regions: Config['regions']): string[] {
  const urls = [...Object.values(regions.hosts.intl), ...Object.values(regions.hosts.cn)];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

type Directives = Record<string, string[]>;

/**
 * The SPA's Content-Security-Policy: scripts only from our own files (no inline
 * script, no eval), nothing may frame us. Styles allow 'unsafe-inline' because
 * Mantine writes its CSS variables in a <style> element and components set
 * style attributes; style injection cannot run code.
 */
function appDirectives(options: SecurityHeaderOptions): Directives {
  const https = options.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets pdf.js compile its own WebAssembly image decoders; it allows no JavaScript eval.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Signature images, page thumbnails and drawn signatures are data: and blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...options.apiOrigins],
    // pdf.js runs its parser in a worker from our own assets.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function helmetOptions(directives: Directives, options: SecurityHeaderOptions, frameguard: FastifyHelmetOptions['frameguard']): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Signing links carry their token in the URL: no Referer may ever take it to another site.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard,
  };
}

/**
 * Security headers on every response (@fastify/helmet), and `Cache-Control:
 * no-store` on API answers that did not choose their own caching: they carry
 * names, e-mails, documents and tokens. Returns what the page handler calls for
 * the embeddable viewer, the one page other origins may frame.
 */
export async function useSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'regions' | 'viewerFrameAncestors'>,
): Promise<{ allowViewerFraming: (reply: FastifyReply) => Promise<unknown>; allowFramingBy: (reply: FastifyReply, origins: readonly string[]) => Promise<unknown> }> {
  const options: SecurityHeaderOptions = {
    publicUrl: config.publicUrl,
    apiOrigins: serviceOrigins(config.regions),
    viewerFrameAncestors: config.viewerFrameAncestors,
  };
  const directives = appDirectives(options);
  await app.register(fastifyHelmet, helmetOptions(directives, options, { action: 'deny' }));

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const viewer = helmetOptions(
    { ...directives, 'frame-ancestors': ["'self'", ...options.viewerFrameAncestors] },
    options,
    // X-Frame-Options cannot name other origins; frame-ancestors rules where both are understood.
    options.viewerFrameAncestors.length > 0 ? false : { action: 'sameorigin' },
  );
  return {
    /** Replaces the headers for a page of the embeddable viewer. */
    allowViewerFraming: async (reply) => {
      // The global headers are already on the reply; helmet only adds, so the DENY goes by hand.
      reply.removeHeader('x-frame-options');
      return reply.helmet(viewer);
    },
    /** Lets these sites (an account's embed origins) frame this page: a signing page in their iframe. */
    allowFramingBy: async (reply, origins) => {
      reply.removeHeader('x-frame-options');
      return reply.helmet(helmetOptions({ ...directives, 'frame-ancestors': ["'self'", ...origins] }, options, false));
    },
  };
}

/** Pages under this prefix are the embeddable viewer (see docs/security-headers.md). */
export const VIEWER_PAGE_PREFIX = '/iframe/';
