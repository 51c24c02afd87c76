import { parseJson } from '@signet/contracts';
import { SignetError } from '../errors.js';

const SECRET_PREFIX = 'whsec_';

/** Why a webhook was refused: each means "do not act on this body". */
export type WebhookRefusal = 'missing_headers' | 'timestamp_out_of_tolerance' | 'no_matching_signature' | 'invalid_secret' | 'invalid_body';

export class SignetWebhookVerificationError extends SignetError {
  override name = 'SignetWebhookVerificationError';
  constructor(readonly reason: WebhookRefusal) {
    super(`Webhook refused: ${reason.replaceAll('_', ' ')}`);
  }
}

/** The headers as any server gives them: a fetch Headers, or Node's object (values may be arrays). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** How far `webhook-timestamp` may be from now, in seconds (default 300): older messages are refused as replays. */
  toleranceSeconds?: number;
  /** Now, in milliseconds (tests). */
  now?: number;
}

/** A Signet webhook message: `type` (e.g. `agreement.completed`), when it happened, and its data. */
export interface SignetWebhookEvent<Data = Record<string, unknown>> {
  type: string;
  timestamp: string;
  data: Data;
  [key: string]: unknown;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value.join(' ') : value;
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

/**
 * Checks a webhook as Signet signs it (Standard Webhooks): `webhook-signature` holds one or more
 * space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed
 * with the secret's base64 part. After a rotation the server signs with both secrets for a day;
 * pass your current secret, or both (an array) while you switch. Any one match is enough.
 *
 * Give the body exactly as received (the raw bytes or text, not re-serialised JSON). Answers the
 * parsed message; throws SignetWebhookVerificationError otherwise. Uses Web Crypto, so it runs on
 * Node 20+, Deno, Bun, edge workers and browsers alike.
 */
export async function verifyWebhook<Data = Record<string, unknown>>(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options: VerifyWebhookOptions = {},
): Promise<SignetWebhookEvent<Data>> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) throw new SignetWebhookVerificationError('missing_headers');

  const now = options.now ?? Date.now();
  const tolerance = options.toleranceSeconds ?? 300;
  if (Math.abs(now / 1000 - Number(timestamp)) > tolerance) throw new SignetWebhookVerificationError('timestamp_out_of_tolerance');

  const bodyBytes = typeof rawBody === 'string' ? new TextEncoder().encode(rawBody) : rawBody;
  const prefix = new TextEncoder().encode(`${id}.${timestamp}.`);
  const signed = new Uint8Array(prefix.length + bodyBytes.length);
  signed.set(prefix);
  signed.set(bodyBytes, prefix.length);

  const given = signatures
    .split(' ')
    .filter((part) => part.startsWith('v1,'))
    .map((part) => base64Bytes(part.slice(3)))
    .filter((bytes): bytes is Uint8Array<ArrayBuffer> => bytes !== undefined);

  for (const each of typeof secret === 'string' ? [secret] : secret) {
    const keyBytes = base64Bytes(each.startsWith(SECRET_PREFIX) ? each.slice(SECRET_PREFIX.length) : each);
    if (!keyBytes || keyBytes.length === 0) throw new SignetWebhookVerificationError('invalid_secret');
    const key = await globalThis.crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    for (const signature of given) {
      // verify compares in constant time, so the check leaks nothing of the expected signature.
      if (await globalThis.crypto.subtle.verify('HMAC', key, signature, signed)) {
        try {
          return parseJson(new TextDecoder().decode(bodyBytes)) as SignetWebhookEvent<Data>;
        } catch {
          throw new SignetWebhookVerificationError('invalid_body');
        }
      }
    }
  }
  throw new SignetWebhookVerificationError('no_matching_signature');
}
