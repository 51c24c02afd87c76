import { describe, expect, it } from 'vitest';
import { ErrorCode, httpStatusOf } from './error-codes.js';

describe('httpStatusOf', () => {
  it('uses the HTTP status for transport codes and 4xx for business codes', () => {
    expect(httpStatusOf(ErrorCode.Ok)).toBe(200);
    expect(httpStatusOf(ErrorCode.ParameterError)).toBe(403);
    expect(httpStatusOf(ErrorCode.NotFound)).toBe(404);
    expect(httpStatusOf(ErrorCode.InternalError)).toBe(500);
    expect(httpStatusOf(ErrorCode.TooManyDevices)).toBe(401);
    expect(httpStatusOf(ErrorCode.ProcessLocked)).toBe(409);
    expect(httpStatusOf(ErrorCode.GroupActedAlready)).toBe(409);
    expect(httpStatusOf(ErrorCode.SignatureQuotaUsedUp)).toBe(400);
  });
});
