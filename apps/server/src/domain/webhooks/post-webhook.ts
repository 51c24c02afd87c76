import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { LIMITS } from '@signet/contracts';
import { ForbiddenAddressError, guardedLookup, hostOf, isForbiddenLiteral } from './address-guard.js';
import type { WebhookPost } from './deliver-webhook.js';

const TIMEOUT_MS = 10_000;

/**
 * Posts a webhook over HTTP(S) with the SSRF guard: the name is resolved once and a private,
 * loopback or link-local address is refused (unless its host is in the development allow-list);
 * redirects are not followed (a 3xx is a failed attempt); 10 s at most; of the answer's body only
 * the first LIMITS.webhookLogBodyChars characters are kept for the log (issue 38).
 */
export function postWebhook(allowHosts: ReadonlySet<string>): WebhookPost {
  const lookup = guardedLookup(allowHosts);
  return (url, headers, body) =>
    new Promise((resolve) => {
      const target = new URL(url);
      const host = hostOf(target);
      // Node connects to a literal address without a lookup, so the guard checks it here.
      if (isForbiddenLiteral(host, allowHosts)) {
        resolve({ error: new ForbiddenAddressError(host, host).message });
        return;
      }
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(target, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup, timeout: TIMEOUT_MS }, (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          // At most four bytes a character: enough for what the log keeps; the rest is read and dropped.
          if (kept >= LIMITS.webhookLogBodyChars * 4) return;
          chunks.push(chunk);
          kept += chunk.length;
        });
        const done = () => resolve({ status, body: Buffer.concat(chunks).toString('utf8').slice(0, LIMITS.webhookLogBodyChars) });
        res.on('end', done);
        // An answer cut off after its status still counts as answered.
        res.on('error', done);
        res.on('aborted', done);
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
      req.on('error', (error) => resolve({ error: error.message }));
      req.end(body);
    });
}
