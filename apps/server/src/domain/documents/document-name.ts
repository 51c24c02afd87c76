import { AppError, DOCUMENT_NAME_FORBIDDEN, ErrorCode, LIMITS, ZDocumentName, type MessageKey } from '@signet/contracts';

const FORBIDDEN_GLOBAL = new RegExp(DOCUMENT_NAME_FORBIDDEN.source, 'gu');

/** The client's file name without any folder part (some browsers send a full path), at most 255 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop()?.trim() ?? '';
  return [...base].slice(-255).join('') || 'file';
}

/** A document's default name: the file name without its extension, made valid under the spec 5 rules. */
export function defaultDocumentName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName).replace(FORBIDDEN_GLOBAL, '_').trim();
  return [...stem].slice(0, LIMITS.documentNameChars).join('').trim() || 'Document';
}

/**
 * Checks a name a user typed with the contract's rules; a failure is a 403 whose
 * message is the rule's own ('Document name is not valid', 'Up to 100 characters').
 */
export function parseDocumentName(name: string): string {
  const result = ZDocumentName.safeParse(name);
  if (result.success) return result.data;
  const message = (result.error.issues[0]?.message ?? 'document_name_invalid') as MessageKey;
  throw new AppError(ErrorCode.ParameterError, {
    messageKey: message,
    values: { n: LIMITS.documentNameChars },
    data: { issues: result.error.issues.map((issue) => ({ in: 'body', path: 'name', message: issue.message })) },
  });
}
