import { ErrorCode, type Envelope, type Locale, type MessageKey } from '@signet/contracts';
import { translate } from '../i18n/i18n.js';

export function successEnvelope<T>(data: T, locale: Locale): Envelope<T> {
  return { code: ErrorCode.Ok, data, msg: translate(locale, 'http_error_200') };
}

/** An error envelope whose msg is the code's catalogue message, or a more precise one. */
export function errorEnvelope(
  code: ErrorCode,
  locale: Locale,
  options: { messageKey?: MessageKey | undefined; values?: Record<string, string | number>; data?: unknown } = {},
): Envelope<unknown> {
  const key = options.messageKey ?? (`http_error_${code}` as MessageKey);
  return { code, data: options.data ?? null, msg: translate(locale, key, options.values) };
}
