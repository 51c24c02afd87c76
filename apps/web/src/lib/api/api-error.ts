import { ErrorCode, readErrorData } from '@signet/contracts';
import type { ErrorCodeWithData, ErrorData } from '@signet/contracts';

/** A failed call as callers see it: the envelope's code, message and data (spec 8). */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;

  constructor(code: number, msg: string, data: unknown = null) {
    super(`${code} ${msg}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
  }

  /** The failure's data in the shape its code promises, when it is that code; null otherwise. */
  dataFor<C extends ErrorCodeWithData>(code: C): ErrorData<C> | null {
    return this.code === code ? readErrorData(code, this.data) : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Network failure and time-out look the same to the user (spec 8). */
export const networkError = () => new ApiError(ErrorCode.NetworkError, 'error');
export const canceledError = () => new ApiError(ErrorCode.Canceled, 'Canceled request');
