import { ErrorCode, TIMING, TOKEN_HEADERS, buildPath, parseJson, stringifyJson } from '@signet/contracts';
import type { Operation, OperationInput, OperationResult, Service } from '@signet/contracts';
import { ApiError, canceledError, networkError } from './api-error';
import { toQueryString } from './query-string';
import { requestHeaders } from './request-headers';
import type { HeaderContext } from './request-headers';
import { createRepeatGuard, createThrottle } from './timing-guards';
import { isSessionEndedCode } from './session-ended';

/** What the client needs from the rest of the app; tests pass their own. */
export interface ApiClientDeps {
  headerContext: () => HeaderContext;
  /** Base URL of a service family; '' means this origin. */
  baseUrl: (service: Service) => string;
  /** A response carried a refreshed token (x-new-token). */
  onNewToken: (token: string, expiresAt: string) => void;
  /** The server answered 401: the session is over. */
  onUnauthorized: () => void;
  /** The server answered 2008 or 2010 (device limit, signed out elsewhere), to any call: the kick-out with its message. */
  onSessionEnded: (code: number) => void;
  /** The translated `http_error_{code}` or generic message, or undefined when the catalogue has none. */
  translateError: (code: number) => string | undefined;
  showErrorToast: (message: string) => void;
  /**
   * Every failure the server answered, before it is thrown (the app leaves a company workspace it lost).
   * Answering true means the app has shown the failure itself: no error toast.
   */
  onFailure?: (error: ApiError) => boolean | void;
  /**
   * The app's re-check, when the page has one (the sender's pages; the signer's do not): for a call
   * refused until the person confirms it is them (8411, 8412), it resolves true once they did, and
   * the call is made again, once; false (they closed the dialog) fails it as cancelled. Without one,
   * the refusal fails the call as any other.
   */
  recheck?: () => ((error: ApiError) => Promise<boolean>) | null;
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
  /** Extra headers for this call only (a signer's `x-signer-token`); they win over the family's headers. */
  headers?: Record<string, string>;
  /** Told of the call's failure before it is thrown (the signer pages remember a refusal for the error page). */
  onError?: (error: ApiError) => void;
  /** Set on the one retry after a re-check, so a second refusal fails instead of asking again. */
  rechecked?: boolean;
}

/** Answers that a call may go through once the person confirms it is them (issue 35 point 5). */
export function isRecheckCode(code: number): boolean {
  return code === ErrorCode.ReauthRequired || code === ErrorCode.SecondFactorReauthRequired;
}

/** A multipart upload's file, its other form fields, and how to follow or stop it. */
export interface UploadInput<T extends Operation> extends Pick<OperationInput<T>, 'params' | 'query'> {
  file: Blob;
  /** The file part's name; defaults to the Blob's name when it is a File. */
  fileName?: string;
  fields?: Record<string, string | undefined>;
}

export interface UploadOptions extends Omit<CallOptions, 'blockRepeats'> {
  /** Fraction sent, 0 to 1 (the browser reports it as the body leaves). */
  onUploadProgress?: (fraction: number) => void;
}

interface Envelope {
  code: number;
  data: unknown;
  msg: string;
}

/** An HTTP answer, whichever way it was fetched. */
interface Answer {
  status: number;
  header: (name: string) => string | null;
  text: string;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

export function createApiClient(deps: ApiClientDeps) {
  const now = deps.now ?? Date.now;
  const repeatGuard = createRepeatGuard(TIMING.repeatBlockWindowMs, now);
  const toast = createThrottle(TIMING.errorToastThrottleMs, now, deps.showErrorToast);

  function fail(error: ApiError, silent: boolean): never {
    const showsToast = !silent && error.code !== ErrorCode.Canceled;
    if (showsToast) toast(deps.translateError(error.code) ?? (error.msg || deps.translateError(ErrorCode.InternalError) || 'error'));
    throw error;
  }

  function refreshToken(header: (name: string) => string | null) {
    const token = header(TOKEN_HEADERS.newToken);
    if (token) deps.onNewToken(token, header(TOKEN_HEADERS.newExpiresAt) ?? '');
  }

  function urlOf(operation: Operation, input: Pick<OperationInput<Operation>, 'params' | 'query'>): string {
    const path = buildPath(operation.path, input.params);
    return `${deps.baseUrl(operation.service).replace(/\/+$/, '')}${path}${toQueryString(input.query)}`;
  }

  /** Reads an answer's envelope: shared by JSON calls and uploads. */
  function readAnswer<T extends Operation>(answer: Answer, silent: boolean): OperationResult<T> {
    refreshToken(answer.header);
    let body: unknown = answer.text;
    try {
      // Lossless JSON, so 64-bit ids come back as exact bigint.
      body = answer.text === '' ? '' : parseJson(answer.text);
    } catch {
      // Not JSON: below, it is not an envelope either.
    }
    if (!isEnvelope(body)) {
      // A proxy or gateway answered instead of our server (it is down or restarting).
      return fail(new ApiError(answer.status >= 500 ? ErrorCode.InternalError : answer.status, ''), silent);
    }
    if (body.code === ErrorCode.Ok) return body.data as OperationResult<T>;
    if (body.code === ErrorCode.Unauthorized) deps.onUnauthorized();
    if (isSessionEndedCode(body.code)) {
      deps.onSessionEnded(body.code);
      // The kick-out shows the device-limit message itself; no error toast beside it.
      return fail(new ApiError(body.code, body.msg ?? '', body.data ?? null), true);
    }
    const failure = new ApiError(body.code, body.msg ?? '', body.data ?? null);
    const shown = deps.onFailure?.(failure) === true;
    // A re-check the app will ask for is no failure to announce.
    return fail(failure, silent || shown || (isRecheckCode(failure.code) && Boolean(deps.recheck?.())));
  }

  async function callOperation<T extends Operation>(
    operation: T,
    input: OperationInput<T> = {},
    options: CallOptions = {},
  ): Promise<OperationResult<T>> {
    const silent = options.silent ?? operation.silentErrors ?? false;
    const url = urlOf(operation, input);

    if (options.blockRepeats ?? operation.blockRepeats ?? false) {
      const key = `${operation.method} ${url} ${input.body === undefined ? '' : stringifyJson(input.body)}`;
      if (!repeatGuard.tryStart(key)) fail(canceledError(), silent);
    }

    // Every answer is an envelope, whatever the HTTP status; the envelope decides.
    const timeout = AbortSignal.timeout(options.timeoutMs ?? deps.timeoutMs ?? TIMING.requestTimeoutMs);
    try {
      let answer: Answer;
      try {
        const response = await fetch(url, {
          method: operation.method,
          headers: { ...requestHeaders(operation.service, deps.headerContext()), ...options.headers },
          body: input.body === undefined ? undefined : stringifyJson(input.body),
          signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
        });
        answer = { status: response.status, header: (name) => response.headers.get(name), text: await response.text() };
      } catch {
        // A caller that aborts (a query unmounting) is a cancellation, not a failure to report;
        // a time-out or a refused connection is a network failure.
        if (options.signal?.aborted) fail(canceledError(), true);
        return fail(networkError(), silent);
      }
      return readAnswer<T>(answer, silent);
    } catch (error) {
      const recheck = error instanceof ApiError && isRecheckCode(error.code) && !options.rechecked ? deps.recheck?.() : null;
      if (recheck && error instanceof ApiError) {
        // The person confirms it is them, then the same call goes again (not refused as a repeat);
        // what they typed stays in the form meanwhile, since the call is still pending.
        if (await recheck(error)) return callOperation(operation, input, { ...options, blockRepeats: false, rechecked: true });
        const cancelled = canceledError();
        options.onError?.(cancelled);
        throw cancelled;
      }
      if (error instanceof ApiError) options.onError?.(error);
      throw error;
    }
  }

  /**
   * Posts a file to an operation declared with `multipart`, with the same headers,
   * envelope, toasts and 401 handling as `callOperation`. No time-out by default:
   * a 50 MB file on a slow line takes longer than 30 s; the caller's signal cancels.
   */
  async function upload<T extends Operation>(operation: T, input: UploadInput<T>, options: UploadOptions = {}): Promise<OperationResult<T>> {
    const silent = options.silent ?? operation.silentErrors ?? false;
    if (!operation.multipart) throw new Error(`${operation.id} is not a multipart operation`);
    const form = new FormData();
    for (const [name, value] of Object.entries(input.fields ?? {})) {
      if (value !== undefined) form.append(name, value);
    }
    // The file goes last so the server can stream it after reading the small fields.
    const fileName = input.fileName ?? (input.file instanceof File ? input.file.name : 'file');
    form.append(operation.multipart.fileField, input.file, fileName);

    // The browser writes the multipart boundary itself; the JSON content type must not stay.
    // The caller's own headers go too (a signer's upload carries x-signer-token).
    const { 'content-type': _json, ...headers } = { ...requestHeaders(operation.service, deps.headerContext()), ...options.headers };
    const onUploadProgress = options.onUploadProgress;
    // fetch cannot report an upload's progress (a streamed request body needs HTTP/2), so
    // uploads go through axios (XMLHttpRequest), loaded with the first upload: a signer never downloads it.
    const { default: axios } = await import('axios');
    let answer: Answer;
    try {
      const response = await axios.request<string>({
        method: operation.method,
        url: urlOf(operation, input),
        data: form,
        headers,
        signal: options.signal,
        timeout: options.timeoutMs ?? 0,
        responseType: 'text',
        transformResponse: [(text: unknown) => text],
        validateStatus: () => true,
        onUploadProgress: onUploadProgress ? (event) => onUploadProgress(event.total ? Math.min(1, event.loaded / event.total) : (event.progress ?? 0)) : undefined,
      });
      const received = response.headers as Record<string, unknown>;
      answer = { status: response.status, header: (name) => (typeof received[name] === 'string' ? received[name] : null), text: typeof response.data === 'string' ? response.data : '' };
    } catch (error) {
      // A caller that aborts (a cancelled upload) is a cancellation, not a failure to report.
      if (axios.isCancel(error)) fail(canceledError(), true);
      return fail(networkError(), silent);
    }
    return readAnswer<T>(answer, silent);
  }

  return { callOperation, upload };
}

export type ApiClient = ReturnType<typeof createApiClient>;
