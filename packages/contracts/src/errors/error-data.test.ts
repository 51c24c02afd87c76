import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { ErrorCode } from './error-codes.js';
import { readErrorData } from './error-data.js';

describe('error data per code', () => {
  it('reads a failure’s data in its code’s shape, ids as bigint', () => {
    expect(readErrorData(ErrorCode.ParameterError, { missingFieldIds: ['12'], issues: [{ in: 'body', path: 'fields', message: 'x' }] })?.missingFieldIds).toEqual(['12']);
    expect(readErrorData(ErrorCode.FileHasPassword, { uploadId: 123456789012345678n, fileName: 'a.pdf' })).toEqual({ uploadId: 123456789012345678n, fileName: 'a.pdf' });
    expect(readErrorData(ErrorCode.TooManyRequests, { retryAfterSeconds: 30 })).toEqual({ retryAfterSeconds: 30 });
  });

  it('answers null for data that does not match, rather than a cast that lies', () => {
    expect(readErrorData(ErrorCode.ParameterError, { missingFieldIds: 'all' })).toBeNull();
    expect(readErrorData(ErrorCode.FileHasPassword, null)).toBeNull();
    expect(readErrorData(ErrorCode.DraftChanged, { revision: -1 })).toBeNull();
  });

  it('lets the server throw only the shape its code promises', () => {
    expect(new AppError(ErrorCode.DraftChanged, { data: { revision: 3 } }).data).toEqual({ revision: 3 });
    // @ts-expect-error 7026 carries a revision, not a reason.
    expect(new AppError(ErrorCode.DraftChanged, { data: { reason: 'x' } }).data).toEqual({ reason: 'x' });
    // @ts-expect-error 404 carries no data at all.
    expect(new AppError(ErrorCode.NotFound, { data: { id: 1 } }).code).toBe(404);
    expect(new AppError(ErrorCode.NotFound).data).toBeNull();
  });
});
