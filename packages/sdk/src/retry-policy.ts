import type { HttpMethod } from '@signet/contracts';

export interface RetryOptions {
  /** Retries after the first attempt (default 2, so at most 3 attempts). 0 turns retrying off. */
  maxRetries?: number;
  /** The first backoff; each further one doubles, with jitter (default 500 ms). */
  baseDelayMs?: number;
  /** The longest backoff between attempts (default 8 s). */
  maxDelayMs?: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown at once (default 60 s). */
  maxRetryAfterMs?: number;
}

export type ResolvedRetryOptions = Required<RetryOptions>;

export const DEFAULT_RETRY: ResolvedRetryOptions = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 60_000 };

/**
 * Whether a call may be sent again when its answer is lost or the server failed. A GET, a PUT and a
 * DELETE change nothing more when repeated; an operation marked `idempotent` carries an
 * Idempotency-Key, so the server answers a repeat with the first result. Any other write
 * (a POST without a key) might already have happened, so only a 429, refused before any work, is retried.
 */
export function repeatsSafely(operation: { method: HttpMethod; idempotent?: boolean }): boolean {
  return operation.method === 'GET' || operation.method === 'PUT' || operation.method === 'DELETE' || operation.idempotent === true;
}

/** What one attempt ended in, as far as retrying cares. */
export type AttemptOutcome = { kind: 'network' } | { kind: 'answer'; status: number; code: number; retryAfterMs: number | undefined };

/** The idempotency code for "the first call with this key is still running": worth waiting for. */
const IDEMPOTENCY_IN_PROGRESS = 8105;

/** True when the outcome is worth another attempt for this operation. */
export function isRetryable(outcome: AttemptOutcome, safe: boolean): boolean {
  if (outcome.kind === 'network') return safe;
  if (outcome.status === 429) return true;
  if (outcome.code === IDEMPOTENCY_IN_PROGRESS) return safe;
  return safe && outcome.status >= 500 && outcome.status !== 501;
}

/**
 * The wait before retry number `retry` (1 for the first): the server's Retry-After when it gave one,
 * else exponential backoff with jitter (half to all of it), so many clients failing together do not come back together.
 * Undefined: the server asked for a longer wait than the caller allows, so do not retry.
 */
export function retryDelayMs(retry: number, outcome: AttemptOutcome, options: ResolvedRetryOptions, random: () => number = Math.random): number | undefined {
  if (outcome.kind === 'answer' && outcome.retryAfterMs !== undefined) {
    return outcome.retryAfterMs > options.maxRetryAfterMs ? undefined : outcome.retryAfterMs;
  }
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** `Retry-After` in milliseconds: seconds, or an HTTP date (RFC 9110); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
