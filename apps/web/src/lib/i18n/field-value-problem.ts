import { fieldValueProblem } from '@signet/contracts';
import type { FieldValueProblem, RuledField } from '@signet/contracts';
import type { TFunction } from 'i18next';

/** A value problem in the reader's language; a pattern's own message as the sender wrote it. */
export function valueProblemText(t: TFunction, problem: FieldValueProblem): string {
  switch (problem.kind) {
    case 'pattern':
      return problem.params.custom ?? t('fields.valueProblem.pattern');
    case 'too_short':
    case 'too_long':
      return t(`fields.valueProblem.${problem.kind}`, { count: problem.params.chars });
    case 'too_small':
    case 'too_large':
      return t(`fields.valueProblem.${problem.kind}`, { limit: problem.params.limit });
    case 'too_many_decimals':
      return problem.params.decimals === 0 ? t('fields.valueProblem.whole_number') : t('fields.valueProblem.too_many_decimals', { count: problem.params.decimals });
    default:
      return t(`fields.valueProblem.${problem.kind}`);
  }
}

/** What is wrong with a value the sender fills in ahead (a default or a template's prefill), or undefined. */
export function prefillProblemText(t: TFunction, field: RuledField, value: string): string | undefined {
  if (value.trim() === '') return undefined;
  let problem: FieldValueProblem | null;
  try {
    problem = fieldValueProblem(field, value.trim());
  } catch {
    // A pattern still being typed may not compile yet; the pattern input says so.
    return undefined;
  }
  return problem ? valueProblemText(t, problem) : undefined;
}
