import type { ErrorCode } from './error-codes.js';

/**
 * A failure the caller should see: the code picks the translated message.
 * `params` fill `%d`/`%s` placeholders; `detail` stays in the log only.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: readonly (string | number)[];
  readonly data: unknown;

  constructor(code: ErrorCode, options: { params?: readonly (string | number)[]; detail?: string; data?: unknown } = {}) {
    super(options.detail ?? `AppError ${code}`);
    this.name = 'AppError';
    this.code = code;
    this.params = options.params ?? [];
    this.data = options.data ?? null;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
