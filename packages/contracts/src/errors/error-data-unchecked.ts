import type { ErrorCodeWithData, ErrorData } from './error-data.js';

/**
 * `readErrorData` without the schemas, for the signer's pages (without-schemas.ts): the server
 * only sends a code's data in that code's shape (AppError is typed by them), so the page takes
 * it as sent. Anything that is not an object is no data.
 */
export function readErrorData<C extends ErrorCodeWithData>(_code: C, data: unknown): ErrorData<C> | null {
  return data !== null && typeof data === 'object' ? (data as ErrorData<C>) : null;
}
