import { ErrorCode, sharedMessages } from '@signet/contracts';
import type { MessageKey } from '@signet/contracts';
import { isApiError } from '../../../lib/api/api-error';

/** A message to show: a catalogue key (translated at render, so it follows the language) or the server's text. */
export type RowMessage = { key: MessageKey; values?: Record<string, string | number> } | { text: string };

export type UploadFailure =
  | { kind: 'locked'; uploadId: bigint }
  | { kind: 'canceled' }
  | { kind: 'error'; message: RowMessage; retryable: boolean };

/** The catalogue key whose text (in any locale) or name the server's msg is. */
export function messageKeyOf(msg: string): MessageKey | null {
  if (msg in sharedMessages['en-US']) return msg as MessageKey;
  for (const catalogue of Object.values(sharedMessages)) {
    const found = (Object.entries(catalogue) as [MessageKey, string][]).find(([, text]) => text === msg);
    if (found) return found[0];
  }
  return null;
}

/**
 * What a failed upload or unlock means for its row: 7800 with an upload id asks for
 * the password; an abort is a cancel; 403 carries its precise message ('file_damaged',
 * 'file_type_unsupported'); the other codes (7801, 7802, 5007, 7005, network) use
 * their catalogue message.
 */
/** Failures of the line or the server, not of the file: trying again may work. */
const RETRYABLE: ReadonlySet<number> = new Set([ErrorCode.NetworkError, ErrorCode.InternalError, 429]);

export function uploadFailureOf(error: unknown): UploadFailure {
  if (!isApiError(error)) return { kind: 'error', message: { key: 'operation_failed' }, retryable: true };
  if (error.code === ErrorCode.Canceled) return { kind: 'canceled' };
  const locked = error.dataFor(ErrorCode.FileHasPassword);
  if (locked) return { kind: 'locked', uploadId: locked.uploadId };
  const retryable = RETRYABLE.has(error.code);
  const key = messageKeyOf(error.msg);
  if (key) return { kind: 'error', message: { key }, retryable };
  const catalogueKey = `http_error_${error.code}`;
  if (catalogueKey in sharedMessages['en-US']) return { kind: 'error', message: { key: catalogueKey as MessageKey }, retryable };
  return { kind: 'error', message: error.msg ? { text: error.msg } : { key: 'operation_failed' }, retryable };
}
