import { useTranslation } from 'react-i18next';
import type { FieldIssue } from '../lib/form-issues';

/** The translated message for one form path, or undefined; catalogue messages take their `n`. */
export function useIssueText(issues: readonly FieldIssue[]) {
  const { t } = useTranslation();
  return (path: string): string | undefined => {
    const issue = issues.find((candidate) => candidate.path === path);
    if (!issue) return undefined;
    if (issue.messageKey === 'email_invalid') return t('flow.recipients.emailInvalid');
    // A key from a variable: every catalogue message takes the same { n } (ignored where it has no %d).
    return t(issue.messageKey as 'max_signers', { ns: 'common', n: issue.values?.n ?? 0 });
  };
}

export type IssueText = ReturnType<typeof useIssueText>;
