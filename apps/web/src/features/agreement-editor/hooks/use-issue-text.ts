import { useTranslation } from 'react-i18next';
import type { RouteProblemKind } from '@signet/contracts';
import type { TFunction } from 'i18next';
import type { FieldIssue } from '../lib/form-issues';

/** A route problem (routing.ts) in the reader's language; `n` is the step it names. */
export function routeProblemText(t: TFunction, kind: RouteProblemKind, n = 0): string {
  return t(`flow.route.problem.${kind}`, { n });
}

/** The translated message for one form path, or undefined; catalogue messages take their `n`. */
export function useIssueText(issues: readonly FieldIssue[]) {
  const { t } = useTranslation();
  return (path: string): string | undefined => {
    const issue = issues.find((candidate) => candidate.path === path);
    if (!issue) return undefined;
    if (issue.messageKey === 'email_invalid') return t('flow.recipients.emailInvalid');
    if (issue.messageKey === 'party_name_required') return t('seals.party.nameRequired');
    if (issue.messageKey === 'page_ranges_invalid') return t('seals.party.rangesInvalid');
    if (issue.messageKey.startsWith('route_')) return routeProblemText(t, issue.messageKey.slice('route_'.length) as RouteProblemKind, issue.values?.n);
    // A key from a variable: every catalogue message takes the same { n } (ignored where it has no %d).
    return t(issue.messageKey as 'max_signers', { ns: 'common', n: issue.values?.n ?? 0 });
  };
}

export type IssueText = ReturnType<typeof useIssueText>;
