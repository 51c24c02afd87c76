import { ErrorCode } from '@signet/contracts';
import { isApiError } from '../../../lib/api/api-error';
import type { DraftField } from './field-draft';

/** Where the server's issue points inside one field: 'options', 'validation.pattern', '' for the field as a whole. */
export interface FieldSaveIssue {
  path: string;
  message: string;
}

/** What each kind of issue is about, for its message in the reader's language. */
export type FieldIssueTopic = 'options' | 'defaultValue' | 'validation' | 'showIf' | 'key' | 'placement' | 'other';

/**
 * A refused save's `data.issues` whose paths name a field ('fields.3.options'), by that field's
 * editor key in the list that was sent; issues about anything else are left to the toast.
 */
export function fieldSaveIssues(error: unknown, sent: readonly DraftField[]): Map<string, FieldSaveIssue[]> {
  const byKey = new Map<string, FieldSaveIssue[]>();
  if (!isApiError(error)) return byKey;
  for (const { path, message } of error.dataFor(ErrorCode.ParameterError)?.issues ?? []) {
    const match = /^fields\.(\d+)(?:\.(.+))?$/.exec(path);
    const field = match ? sent[Number(match[1])] : undefined;
    if (!field) continue;
    byKey.set(field.key, [...(byKey.get(field.key) ?? []), { path: match?.[2] ?? '', message }]);
  }
  return byKey;
}

/** The topic of an issue's path inside a field. */
export function issueTopic(path: string): FieldIssueTopic {
  const head = path.split('.')[0] ?? '';
  if (head === 'options' || head === 'defaultValue' || head === 'validation' || head === 'showIf' || head === 'key') return head;
  if (['x', 'y', 'width', 'height', 'page'].includes(head)) return 'placement';
  return 'other';
}

/** The first issue at `path` or inside it ('validation' finds 'validation.pattern'). */
export function issueAt(issues: readonly FieldSaveIssue[], path: string): FieldSaveIssue | undefined {
  return issues.find((issue) => issue.path === path || issue.path.startsWith(`${path}.`));
}
