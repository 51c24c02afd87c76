import { z } from 'zod';
import { parseUrl } from '../../parse-url.js';
import { ZId } from '../../ids.js';
import { defineOperation } from '../../operation.js';

/** Sites (origins) one account may frame its signing pages in; more is a sign of a mistake. */
export const EMBED_ORIGINS_PER_ACCOUNT = 10;

/** How long an embedded signing URL can be opened (its session then lasts like any signer's). */
export const EMBED_URL_TTL_MS = 10 * 60_000;

/**
 * A site that may frame the signing pages as its normalised origin (`https://host[:port]`, lower
 * case, default port dropped), or null: parsed as a browser parses it, so an impossible port
 * (99999) or a path is refused rather than copied into frame-ancestors. Plain http only for this
 * machine (localhost, 127.0.0.1), for development.
 */
export function embedOrigin(value: string): string | null {
  const url = parseUrl(value);
  if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash || value.includes('?') || value.includes('#')) return null;
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return null;
  // Only "scheme://host[:port]" as typed, optionally with one trailing slash: no path, no "@".
  if (!/^https?:\/\/[^/@]+\/?$/i.test(value)) return null;
  return url.origin;
}

export const ZEmbedOrigin = z
  .string()
  .trim()
  .max(200)
  .transform((value, context) => {
    const origin = embedOrigin(value);
    if (origin === null) context.addIssue({ code: 'custom', message: 'embed_origin_invalid' });
    return origin ?? z.NEVER;
  });

/** The sites allowed to frame this account's signing pages (`Content-Security-Policy: frame-ancestors`). */
export const getEmbedOrigins = defineOperation({
  id: 'getEmbedOrigins',
  service: 'account',
  method: 'GET',
  path: '/v1/user/embed-origins',
  summary: 'Sites that may frame this account’s signing pages',
  auth: 'session',
  response: z.object({ origins: z.array(z.string()) }),
});

/** Replaces the list (at most EMBED_ORIGINS_PER_ACCOUNT); only a signed-in session may widen who can frame the pages. */
export const setEmbedOrigins = defineOperation({
  id: 'setEmbedOrigins',
  service: 'account',
  method: 'PUT',
  path: '/v1/user/embed-origins',
  summary: 'Set the sites that may frame this account’s signing pages',
  auth: 'session',
  sessionOnly: true,
  body: z.object({ origins: z.array(ZEmbedOrigin).max(EMBED_ORIGINS_PER_ACCOUNT) }).strict(),
  response: z.object({ origins: z.array(z.string()) }),
});

/**
 * A short-lived signing URL for one recipient of a sent agreement, to load in an iframe on a
 * registered site (issue 18). It opens for EMBED_URL_TTL_MS; the e-mailed links keep working.
 * The page posts `{ source: 'signet', type: 'loaded' | 'signed' | 'declined' | 'error', … }` to
 * its parent. 7403 / 404 as for the agreement; 7202 a draft; 7601 expired; 404 a recipient of
 * another agreement.
 */
export const createEmbeddedSigningUrl = defineOperation({
  id: 'createEmbeddedSigningUrl',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/flows/{flowId}/recipients/{recipientId}/embedded-url',
  summary: 'A short-lived signing URL for an iframe',
  auth: 'session',
  params: z.object({ flowId: ZId, recipientId: ZId }).transform(({ flowId, recipientId }) => ({ agreementId: flowId, recipientId })),
  response: z.object({ url: z.string(), expiresAt: z.string().meta({ format: 'date-time' }) }),
});
