import { ErrorCode } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { placeServerError } from './form-errors';

describe('placeServerError', () => {
  const all = ['email', 'password', 'code', 'currentPassword'] as const;

  it('puts each account code under its field', () => {
    expect(placeServerError(new ApiError(2001, ''), all)).toEqual({ field: 'password', code: 2001 });
    expect(placeServerError(new ApiError(2002, ''), all)).toEqual({ field: 'code', code: 2002 });
    expect(placeServerError(new ApiError(2003, ''), all)).toEqual({ field: 'email', code: 2003 });
    expect(placeServerError(new ApiError(2004, ''), all)).toEqual({ field: 'currentPassword', code: 2004 });
  });

  it('sends 429 and unknown failures to the alert', () => {
    expect(placeServerError(new ApiError(ErrorCode.TooManyRequests, ''), all)).toEqual({ field: null, code: 429 });
    expect(placeServerError(new Error('boom'), all)).toEqual({ field: null, code: ErrorCode.InternalError });
  });

  it('uses the alert when the form lacks the field', () => {
    expect(placeServerError(new ApiError(2002, ''), ['email', 'password'])).toEqual({ field: null, code: 2002 });
  });

  it('shows nothing for no error or a cancelled repeat', () => {
    expect(placeServerError(null, all)).toBeNull();
    expect(placeServerError(new ApiError(ErrorCode.Canceled, ''), all)).toBeNull();
  });
});
