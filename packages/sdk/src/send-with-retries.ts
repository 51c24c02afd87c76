import type { Operation } from '@signet/contracts';
import { SignetNetworkError } from './errors.js';
import { DEFAULT_RETRY, isRetryable, parseRetryAfter, repeatsSafely, retryDelayMs, type AttemptOutcome, type RetryOptions } from './retry-policy.js';

/** A whole answer, read before deciding whether to retry. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

export interface Attempt {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Made again for every attempt: a FormData or stream cannot be sent twice. */
  body: () => BodyInit | undefined;
}

export interface SendContext {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  retry: RetryOptions | false;
  timeoutMs: number | undefined;
  signal: AbortSignal | undefined;
  idempotencyKey: string | undefined;
  /** The envelope code of an answer, for the retry decision (a 409 may be 8105, "still running"). */
  codeOf: (answer: RawAnswer) => number;
}

/**
 * Sends one logical call: the same request (same Idempotency-Key) again after a network error,
 * a 429 or a 5xx, as the retry policy allows, waiting Retry-After or a growing backoff between.
 * Answers the last answer, whatever its status; throws SignetNetworkError when none came.
 */
export async function sendWithRetries(operation: Operation, attempt: Attempt, context: SendContext): Promise<RawAnswer> {
  const retry = context.retry === false ? { ...DEFAULT_RETRY, maxRetries: 0 } : { ...DEFAULT_RETRY, ...context.retry };
  const safe = repeatsSafely(operation);
  for (let retries = 0; ; retries++) {
    let outcome: AttemptOutcome;
    let answer: RawAnswer | undefined;
    let failure: unknown;
    try {
      answer = await sendOnce(attempt, context);
      outcome = { kind: 'answer', status: answer.status, code: context.codeOf(answer), retryAfterMs: parseRetryAfter(answer.headers.get('retry-after')) };
    } catch (error) {
      // The caller's own abort ends the call at once, as fetch does.
      if (context.signal?.aborted) throw context.signal.reason;
      failure = error;
      outcome = { kind: 'network' };
    }
    const delay = retries < retry.maxRetries && isRetryable(outcome, safe) ? retryDelayMs(retries + 1, outcome, retry) : undefined;
    if (delay === undefined) {
      if (answer) return answer;
      throw new SignetNetworkError(operation.id, context.idempotencyKey, { cause: failure });
    }
    await context.sleep(delay);
    if (context.signal?.aborted) throw context.signal.reason;
  }
}

async function sendOnce(attempt: Attempt, context: SendContext): Promise<RawAnswer> {
  const timeout = context.timeoutMs ? AbortSignal.timeout(context.timeoutMs) : undefined;
  const signals = [context.signal, timeout].filter((signal): signal is AbortSignal => signal !== undefined);
  const body = attempt.body();
  const response = await context.fetch(attempt.url, {
    method: attempt.method,
    headers: attempt.headers,
    ...(body === undefined ? {} : { body }),
    ...(signals.length > 0 ? { signal: signals.length === 1 ? signals[0] : AbortSignal.any(signals) } : {}),
  });
  // Read in full inside the attempt: a connection cut mid-answer is a network error, and retried.
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
