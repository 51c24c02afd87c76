import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { uploadFailureOf } from './upload-outcome';

describe('uploadFailureOf', () => {
  it('turns 7800 with an upload id into a password prompt', () => {
    expect(uploadFailureOf(new ApiError(7800, 'This file has a password.', { uploadId: 123456789012345678n, fileName: 'a.pdf' }))).toEqual({
      kind: 'locked',
      uploadId: 123456789012345678n,
    });
  });

  it('recognises the wrong password and 403 messages in either language', () => {
    expect(uploadFailureOf(new ApiError(7800, 'The password is wrong. Try again.', null))).toEqual({ kind: 'error', message: { key: 'file_password_wrong' }, retryable: false });
    expect(uploadFailureOf(new ApiError(403, '文件已损坏。'))).toEqual({ kind: 'error', message: { key: 'file_damaged' }, retryable: false });
    expect(uploadFailureOf(new ApiError(403, 'file_type_unsupported'))).toEqual({ kind: 'error', message: { key: 'file_type_unsupported' }, retryable: false });
  });

  it('uses the catalogue for the plan and content codes, and the server text otherwise', () => {
    expect(uploadFailureOf(new ApiError(5007, ''))).toEqual({ kind: 'error', message: { key: 'http_error_5007' }, retryable: false });
    expect(uploadFailureOf(new ApiError(7005, 'something else'))).toEqual({ kind: 'error', message: { key: 'http_error_7005' }, retryable: false });
    expect(uploadFailureOf(new ApiError(9999, 'Odd failure'))).toEqual({ kind: 'error', message: { text: 'Odd failure' }, retryable: false });
    expect(uploadFailureOf(new Error('boom'))).toEqual({ kind: 'error', message: { key: 'operation_failed' }, retryable: true });
    expect(uploadFailureOf(new ApiError(408, 'error'))).toMatchObject({ kind: 'error', retryable: true });
  });

  it('treats an abort as a cancel', () => {
    expect(uploadFailureOf(new ApiError(409, 'Canceled request'))).toEqual({ kind: 'canceled' });
  });
});
