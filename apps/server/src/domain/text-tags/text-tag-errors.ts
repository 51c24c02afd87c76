import { AppError, ErrorCode } from '@signet/contracts';
import { findTextTags } from './find-text-tags.js';
import type { TextTag, TextTagProblem } from './text-tag-types.js';

/** The coded error for a tag that cannot be used: 8471 for an unknown type, 8470 (with its reason) for the rest. */
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

/**
 * The document's text tags when every one of them can be used: throws the first problem's error
 * (in page order) or TextTagsNotFound (8473) when there is no tag at all.
 */
export async function readTextTags(pdf: Uint8Array): Promise<TextTag[]> {
  const scan = await findTextTags(pdf);
  const [first] = scan.problems;
  if (first) throw textTagProblemError(first);
  if (scan.tags.length === 0) throw new AppError(ErrorCode.TextTagsNotFound, { detail: 'the document has no text tags' });
  return scan.tags;
}
