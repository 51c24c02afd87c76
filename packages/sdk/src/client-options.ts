import type { RetryOptions } from './retry-policy.js';

export interface SignetClientOptions {
  /** An API key from the account centre: `sgk_…`, or `sgk_test_…` for test mode. */
  apiKey: string;
  /** Where Signet runs, e.g. `https://signet.example.com` (the `/v1/…` paths go after it). */
  baseUrl: string;
  /** `Accept-Language` of every call: the language of the answers' `msg` (e.g. `en-US`, `zh-CN`). */
  language?: string;
  /** Retries on network errors, 429 and 5xx; `false` turns them off. */
  retry?: RetryOptions | false;
  /** Each attempt's time-out in milliseconds (default 60 s; uploads and downloads: none unless given). */
  timeoutMs?: number;
  /** Headers sent with every call. */
  headers?: Record<string, string>;
  /** A fetch of your own (a proxy agent, a test double); defaults to the global fetch. */
  fetch?: typeof fetch;
  /** How to wait between attempts (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
}

export interface RequestOptions {
  /**
   * For operations marked idempotent (createAgreement, sendAgreement, useTemplate, …): the key of this
   * logical call. The SDK makes one per call when not given, and every retry of the call reuses it,
   * so a retried create never creates twice. Give your own to retry across processes (a job queue).
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
  retry?: RetryOptions | false;
  /** `Accept-Language` for this call only. */
  language?: string;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
