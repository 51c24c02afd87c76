import { ErrorCode, LIMITS, isMessageKey, type MessageKey, type RouteProblemKind } from '@signet/contracts';
import { isApiError } from '../../../lib/api/api-error';

/** A malformed e-mail address and a wrong route (routing.ts) have no catalogue message; the web says them in its own words. */
export type IssueKey = MessageKey | 'email_invalid' | 'party_name_required' | 'page_ranges_invalid' | `route_${RouteProblemKind}`;

/** A message for one form field: a catalogue key and its number (spec 5 '%d'). */
export interface FieldIssue {
  /** Form path, the body's: 'name', 'recipients.2.email', 'recipients'. */
  path: string;
  messageKey: IssueKey;
  values?: { n: number };
}


/** The number a field's length message names, by the field it is about. */
function limitOf(path: string, messageKey: IssueKey): number | undefined {
  const last = path.split('.').at(-1);
  if (messageKey === 'max_signers') return LIMITS.recipientsPerAgreement;
  if (messageKey === 'max_files_per_upload') return LIMITS.documentsPerAgreement;
  if (messageKey !== 'up_to_chars' && messageKey !== 'enter_within_chars') return undefined;
  if (path === 'name') return LIMITS.documentNameChars;
  if (path === 'subject') return LIMITS.subjectChars;
  if (path === 'message') return LIMITS.messageChars;
  if (last === 'accessCode') return LIMITS.accessCodeChars;
  if (last === 'name') return LIMITS.recipientNameChars;
  return undefined;
}

/** One issue as a field message; the number comes from the limit of the field named. */
export function fieldIssue(path: string, messageKey: IssueKey, values?: { n: number }): FieldIssue {
  const n = values?.n ?? limitOf(path, messageKey);
  return { path, messageKey, ...(n === undefined ? {} : { values: { n } }) };
}

/**
 * A 403's `data.issues` as field messages. An issue whose message is no catalogue key
 * becomes 'email_invalid' on an e-mail field, else `fallbackKey` ('Parameter error'). The first issue keeps the
 * number the server put in its translated `msg` when the path alone does not tell it
 * (the plan's signers).
 */
export function issuesFromError(error: unknown, fallbackKey: MessageKey = 'http_error_403'): FieldIssue[] {
  if (!isApiError(error)) return [];
  const issues = error.dataFor(ErrorCode.ParameterError)?.issues ?? [];
  return issues.map(({ path, message }, index): FieldIssue => {
    const key: IssueKey = isMessageKey(message) ? message : path.endsWith('email') ? 'email_invalid' : fallbackKey;
    const fromMsg = index === 0 ? numberIn(error.msg) : undefined;
    return fieldIssue(formPathOf(path), key, key === 'max_signers' && fromMsg !== undefined ? { n: fromMsg } : undefined);
  });
}

/** The form place of a body path: any part of the documents list is the documents section; a recipient's id or role is its row. */
export function formPathOf(path: string): string {
  if (path === 'documents' || path.startsWith('documents.')) return 'documents';
  const row = /^recipients\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (row && row[2] !== undefined && !['name', 'email', 'accessCode', 'phone', 'partyName'].includes(row[2])) return `recipients.${row[1]}`;
  return path;
}

/** Places the editor shows messages at; an issue elsewhere is told in a toast instead. */
export function isShownPath(path: string): boolean {
  return ['name', 'subject', 'message', 'documents', 'recipients', 'selfSign'].includes(path) || /^recipients\.\d+(\.(name|email|accessCode|phone|partyName|crossPageSeal\.pages))?$/.test(path);
}

function numberIn(text: string): number | undefined {
  const match = /\d+/.exec(text);
  return match ? Number(match[0]) : undefined;
}
