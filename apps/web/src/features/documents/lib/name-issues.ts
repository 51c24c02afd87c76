import { ErrorCode, ZDocumentName } from '@signet/contracts';
import { isApiError } from '../../../lib/api/api-error';

/** The spec 5 name messages ('Document name is not valid', 'Up to %d characters'). */
export type NameIssue = 'document_name_invalid' | 'up_to_chars';

function asIssue(message: unknown): NameIssue {
  return message === 'up_to_chars' ? 'up_to_chars' : 'document_name_invalid';
}

/** Checks a name with the contract's schema; null when it is fine. */
export function checkDocumentName(name: string): NameIssue | null {
  const result = ZDocumentName.safeParse(name);
  return result.success ? null : asIssue(result.error.issues[0]?.message);
}

/** The name issue in a server's 403 answer (data.issues from the same schema), if any. */
export function serverNameIssue(error: unknown): NameIssue | null {
  if (!isApiError(error)) return null;
  const issues = error.dataFor(ErrorCode.ParameterError)?.issues;
  const issue = issues?.find((candidate) => candidate.path === 'name' || candidate.path.endsWith('.name'));
  return issue ? asIssue(issue.message) : null;
}
