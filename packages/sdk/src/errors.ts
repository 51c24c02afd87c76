import { ErrorCode } from '@signet/contracts';

/** Every error the SDK throws on purpose is one of these. */
export class SignetError extends Error {
  override name = 'SignetError';
}

export interface ApiErrorDetails {
  /** The envelope's code: a catalogue code (`ErrorCode`), e.g. 7403, 8104; or the HTTP status when no envelope came back. */
  code: number;
  /** The HTTP status of the answer. */
  status: number;
  /** The server's message, in the request's language (`language` option / `Accept-Language`). */
  msg: string;
  /** The envelope's `data`: details for some codes (the failing fields of a 403 parameter error, limits, …). */
  data: unknown;
  operationId: string;
  /** The Idempotency-Key the call carried, if any: retry the same logical call with it. */
  idempotencyKey?: string | undefined;
  /** From `Retry-After`, when the server sent one (429). */
  retryAfterSeconds?: number | undefined;
}

/** The server answered with an error envelope (or, behind a proxy, with no envelope at all). */
export class SignetApiError extends SignetError {
  override name = 'SignetApiError';
  readonly code: number;
  readonly status: number;
  readonly msg: string;
  readonly data: unknown;
  readonly operationId: string;
  readonly idempotencyKey: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(details: ApiErrorDetails) {
    super(`${details.operationId}: ${details.code}${details.msg ? ` ${details.msg}` : ''}`);
    this.code = details.code;
    this.status = details.status;
    this.msg = details.msg;
    this.data = details.data;
    this.operationId = details.operationId;
    this.idempotencyKey = details.idempotencyKey;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** 401: the API key is missing, unknown, revoked or expired. */
export class SignetAuthenticationError extends SignetApiError {
  override name = 'SignetAuthenticationError';
}

/** The key may not do this: a read-only key writing (8101), or an operation only a signed-in person may call (8102). */
export class SignetPermissionError extends SignetApiError {
  override name = 'SignetPermissionError';
}

/** 403 parameter error: the request did not match the operation's contract; `issues` names each field and why. */
export class SignetValidationError extends SignetApiError {
  override name = 'SignetValidationError';
  get issues(): { in: string; path: string; message: string }[] {
    const issues = (this.data as { issues?: unknown } | null)?.issues;
    return Array.isArray(issues) ? (issues as { in: string; path: string; message: string }[]) : [];
  }
}

/** 404: no such route or resource. */
export class SignetNotFoundError extends SignetApiError {
  override name = 'SignetNotFoundError';
}

/** 429: past the key's per-minute limit, after the SDK's own retries; `retryAfterSeconds` says when to try again. */
export class SignetRateLimitError extends SignetApiError {
  override name = 'SignetRateLimitError';
}

/** The Idempotency-Key was used with another request (8104), or its first call is still running (8105). */
export class SignetIdempotencyError extends SignetApiError {
  override name = 'SignetIdempotencyError';
}

/** The request never got an answer (refused connection, DNS, time-out), after the SDK's retries. */
export class SignetNetworkError extends SignetError {
  override name = 'SignetNetworkError';
  constructor(
    readonly operationId: string,
    readonly idempotencyKey: string | undefined,
    options: { cause: unknown },
  ) {
    super(`${operationId}: no answer from the server (${options.cause instanceof Error ? options.cause.message : String(options.cause)})`, options);
  }
}

/** The class for an error envelope's code, so callers can `catch (e) { if (e instanceof SignetRateLimitError) … }`. */
export function apiErrorOf(details: ApiErrorDetails): SignetApiError {
  switch (details.code) {
    case ErrorCode.Unauthorized:
      return new SignetAuthenticationError(details);
    case ErrorCode.ApiKeyReadOnly:
    case ErrorCode.SessionRequired:
      return new SignetPermissionError(details);
    case ErrorCode.ParameterError:
      return new SignetValidationError(details);
    case ErrorCode.NotFound:
      return new SignetNotFoundError(details);
    case ErrorCode.TooManyRequests:
      return new SignetRateLimitError(details);
    case ErrorCode.IdempotencyKeyReused:
    case ErrorCode.IdempotencyInProgress:
      return new SignetIdempotencyError(details);
    default:
      return new SignetApiError(details);
  }
}

/** A type guard: `isSignetApiError(error, ErrorCode.ProcessVoided)` narrows to an API error with that code. */
export function isSignetApiError(error: unknown, code?: number): error is SignetApiError {
  return error instanceof SignetApiError && (code === undefined || error.code === code);
}
