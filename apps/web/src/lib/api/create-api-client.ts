import { ErrorCode, TIMING, TOKEN_HEADERS, buildPath, parseJson, stringifyJson } from '@signet/contracts';
import type { Operation, OperationInput, OperationResult, Service } from '@signet/contracts';
import axios, { AxiosHeaders } from 'axios';
import type { AxiosResponse } from 'axios';
import { ApiError, canceledError, networkError } from './api-error';
import { toQueryString } from './query-string';
import { requestHeaders } from './request-headers';
import type { HeaderContext } from './request-headers';
import { createRepeatGuard, createThrottle } from './timing-guards';

/** What the client needs from the rest of the app; tests pass their own. */
export interface ApiClientDeps {
  headerContext: () => HeaderContext;
  /** Base URL of a service family; '' means this origin. */
  baseUrl: (service: Service) => string;
  /** A response carried a refreshed token (x-new-token). */
  onNewToken: (token: string, expiresAt: string) => void;
  /** The server answered 401: the session is over. */
  onUnauthorized: () => void;
  /** The translated `http_error_{code}` or generic message, or undefined when the catalogue has none. */
  translateError: (code: number) => string | undefined;
  showErrorToast: (message: string) => void;
  now?: () => number;
  timeoutMs?: number;
}

export interface CallOptions {
  /** Refuse an identical call (method, URL, body) started within the window; defaults to the operation's blockRepeats. */
  blockRepeats?: boolean;
  /** No error toast; defaults to the operation's silentErrors. */
  silent?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

interface Envelope {
  code: number;
  data: unknown;
  msg: string;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

export function createApiClient(deps: ApiClientDeps) {
  const now = deps.now ?? Date.now;
  const repeatGuard = createRepeatGuard(TIMING.repeatBlockWindowMs, now);
  const toast = createThrottle(TIMING.errorToastThrottleMs, now, deps.showErrorToast);

  const http = axios.create({
    timeout: deps.timeoutMs ?? TIMING.requestTimeoutMs,
    responseType: 'text',
    // Every answer is an envelope, whatever the HTTP status; the envelope decides.
    validateStatus: () => true,
    // Lossless JSON both ways, so 64-bit ids travel as exact JSON numbers and come back as bigint.
    transformRequest: [(data: unknown) => (data === undefined ? undefined : stringifyJson(data))],
    transformResponse: [
      (text: unknown) => {
        if (typeof text !== 'string' || text === '') return text;
        try {
          return parseJson(text);
        } catch {
          return text;
        }
      },
    ],
  });

  function fail(error: ApiError, silent: boolean): never {
    const showsToast = !silent && error.code !== ErrorCode.Canceled;
    if (showsToast) toast(deps.translateError(error.code) ?? (error.msg || deps.translateError(ErrorCode.InternalError) || 'error'));
    throw error;
  }

  function refreshToken(response: AxiosResponse) {
    const headers = AxiosHeaders.from(response.headers as Record<string, string>);
    const token = headers.get(TOKEN_HEADERS.newToken);
    if (typeof token === 'string' && token) {
      const expiresAt = headers.get(TOKEN_HEADERS.newExpiresAt);
      deps.onNewToken(token, typeof expiresAt === 'string' ? expiresAt : '');
    }
  }

  async function callOperation<T extends Operation>(
    operation: T,
    input: OperationInput<T> = {},
    options: CallOptions = {},
  ): Promise<OperationResult<T>> {
    const silent = options.silent ?? operation.silentErrors ?? false;
    const path = buildPath(operation.path, input.params);
    const url = `${deps.baseUrl(operation.service).replace(/\/+$/, '')}${path}${toQueryString(input.query)}`;

    if (options.blockRepeats ?? operation.blockRepeats ?? false) {
      const key = `${operation.method} ${url} ${input.body === undefined ? '' : stringifyJson(input.body)}`;
      if (!repeatGuard.tryStart(key)) fail(canceledError(), silent);
    }

    let response: AxiosResponse<unknown>;
    try {
      response = await http.request({
        method: operation.method,
        url,
        data: input.body,
        headers: requestHeaders(operation.service, deps.headerContext()),
        timeout: options.timeoutMs ?? deps.timeoutMs ?? TIMING.requestTimeoutMs,
        signal: options.signal,
      });
    } catch (error) {
      // A caller that aborts (a query unmounting) is a cancellation, not a failure to report.
      if (axios.isCancel(error)) fail(canceledError(), true);
      return fail(networkError(), silent);
    }

    refreshToken(response);
    const body = response.data;
    if (!isEnvelope(body)) {
      // A proxy or gateway answered instead of our server (it is down or restarting).
      return fail(new ApiError(response.status >= 500 ? ErrorCode.InternalError : response.status, ''), silent);
    }
    if (body.code === ErrorCode.Ok) return body.data as OperationResult<T>;
    if (body.code === ErrorCode.Unauthorized) deps.onUnauthorized();
    return fail(new ApiError(body.code, body.msg ?? '', body.data ?? null), silent);
  }

  return { callOperation, http };
}

export type ApiClient = ReturnType<typeof createApiClient>;
