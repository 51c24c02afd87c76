import { ApiError } from '../../../lib/api/api-error';
import { describe, expect, it } from 'vitest';
import { fieldSaveIssues, issueAt, issueTopic } from './field-save-issues';
import type { DraftField } from './field-draft';

const sent = [{ key: 'a' }, { key: 'b' }] as DraftField[];

describe('field save issues', () => {
  it('files each issue under the field it names, by its place in the list sent', () => {
    const error = new ApiError(403, 'Parameter error', {
      issues: [
        { in: 'body', path: 'fields.1.options', message: 'Give at least two options, each one once.' },
        { in: 'body', path: 'fields.1.validation.pattern', message: 'This pattern is not a valid regular expression.' },
        { in: 'body', path: 'revision', message: 'x' },
        { in: 'body', path: 'fields.7.x', message: 'gone' },
      ],
    });
    const issues = fieldSaveIssues(error, sent);
    expect([...issues.keys()]).toEqual(['b']);
    expect(issues.get('b')?.map((issue) => issue.path)).toEqual(['options', 'validation.pattern']);
    expect(issueAt(issues.get('b') ?? [], 'validation')?.path).toBe('validation.pattern');
  });

  it('names what an issue is about', () => {
    expect(issueTopic('validation.minLength')).toBe('validation');
    expect(issueTopic('x')).toBe('placement');
    expect(issueTopic('helpText')).toBe('other');
  });
});
