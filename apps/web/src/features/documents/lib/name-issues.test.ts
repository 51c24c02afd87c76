import { LIMITS } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { checkDocumentName, serverNameIssue } from './name-issues';

describe('checkDocumentName', () => {
  it('accepts ordinary names, Chinese included', () => {
    expect(checkDocumentName('Lease 2026')).toBeNull();
    expect(checkDocumentName('租赁合同')).toBeNull();
    expect(checkDocumentName('x'.repeat(LIMITS.documentNameChars))).toBeNull();
  });

  it('maps the schema issues to the spec messages', () => {
    expect(checkDocumentName('   ')).toBe('document_name_invalid');
    expect(checkDocumentName('a/b')).toBe('document_name_invalid');
    expect(checkDocumentName('what?')).toBe('document_name_invalid');
    expect(checkDocumentName('x'.repeat(LIMITS.documentNameChars + 1))).toBe('up_to_chars');
  });
});

describe('serverNameIssue', () => {
  it('reads the name issue from a 403 answer', () => {
    const error = new ApiError(403, 'Parameter error', { issues: [{ in: 'body', path: 'name', message: 'up_to_chars' }] });
    expect(serverNameIssue(error)).toBe('up_to_chars');
    expect(serverNameIssue(new ApiError(403, 'Parameter error', { issues: [{ in: 'body', path: 'name', message: 'Invalid input' }] }))).toBe(
      'document_name_invalid',
    );
  });

  it('ignores other failures', () => {
    expect(serverNameIssue(new ApiError(404, 'Not found'))).toBeNull();
    expect(serverNameIssue(new ApiError(403, 'Parameter error', { issues: [{ path: 'documentId', message: 'x' }] }))).toBeNull();
    expect(serverNameIssue(new Error('x'))).toBeNull();
  });
});
