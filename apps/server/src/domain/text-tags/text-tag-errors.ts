import { AppError, ErrorCode } from '@signet/contracts';
import type { TextTagProblem } from './text-tag-types.js';

/**
 * The coded error for a tag that cannot be used, naming it and its page (data and message):
 * 8471 for an unknown type, 8470 with its reason (and a message saying what to fix) for the rest.
 */
export function textTagProblemError(problem: TextTagProblem): AppError {
  const values = { tag: problem.tag, page: problem.page };
  const detail = `text tag ${problem.tag} on page ${problem.page}: ${problem.detail}`;
  if (problem.kind === 'unknown_type') return new AppError(ErrorCode.TextTagUnknownType, { values, data: values, detail });
  return new AppError(ErrorCode.TextTagMalformed, {
    messageKey: `text_tag_${problem.kind}`,
    values,
    data: { ...values, reason: problem.kind },
    detail,
  });
}
