import { describe, expect, it } from 'vitest';
import { classifyPdfError } from './pdf-errors';

describe('classifyPdfError', () => {
  it('tells a needed password from a wrong one', () => {
    expect(classifyPdfError({ name: 'PasswordException', code: 1 })).toBe('password');
    expect(classifyPdfError({ name: 'PasswordException', code: 2 })).toBe('passwordWrong');
  });

  it('calls a broken file damaged and a missing one not found', () => {
    expect(classifyPdfError({ name: 'InvalidPDFException' })).toBe('damaged');
    expect(classifyPdfError({ name: 'ResponseException', status: 404, missing: true })).toBe('notFound');
    expect(classifyPdfError({ name: 'ResponseException', status: 500, missing: false })).toBe('failed');
    expect(classifyPdfError(new Error('boom'))).toBe('failed');
    expect(classifyPdfError(null)).toBe('failed');
  });
});
