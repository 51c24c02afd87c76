import type { MessageKey } from '../i18n/en-US.js';
import type { MessageValues } from '../i18n/message-values.js';
import { ErrorCode } from './error-codes.js';
import type { ErrorDataInput } from './error-data.js';

export interface AppErrorOptions<C extends ErrorCode = ErrorCode> {
  /** A more precise message than the code's own, e.g. 'max_signers' for a 403. */
  messageKey?: MessageKey;
  /** Values for the message's `{{n}}`-style placeholders (messages and lists too). */
  values?: MessageValues;
  /** Sent as the envelope's data, in the code's shape (see ERROR_DATA); only codes with one take it. */
  data?: ErrorDataInput<C>;
  /** For the log only; never sent to the client. */
  detail?: string;
}

/** A failure the caller should see: the code (and optional message key) pick the translated message. */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly messageKey: MessageKey | undefined;
  readonly values: MessageValues;
  readonly data: ErrorDataInput<C> | null;

  constructor(code: C, options: AppErrorOptions<C> = {}) {
    super(options.detail ?? `AppError ${code}`);
    this.name = 'AppError';
    this.code = code;
    this.messageKey = options.messageKey;
    this.values = options.values ?? {};
    this.data = options.data ?? null;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * A Parameter error that says which field and why, as a schema's refusal does: the msg is the
 * message in the caller's language, `data.issues` names the field with the same message key.
 */
export function parameterRefused(
  where: 'params' | 'query' | 'headers' | 'body',
  path: string,
  messageKey: MessageKey,
  values?: Record<string, string | number>,
): AppError<typeof ErrorCode.ParameterError> {
  return new AppError(ErrorCode.ParameterError, { messageKey, ...(values ? { values } : {}), data: { issues: [{ in: where, path, message: messageKey }] }, detail: `${where}.${path}: ${messageKey}` });
}
