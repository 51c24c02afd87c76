import { ErrorCode, LOCALES, type Envelope, type Locale, type MessageKey, type MessageValues } from '@signet/contracts';
import { translate } from '../i18n/i18n.js';

// Every success answers the same msg per language: translated once, not per request.
const successMessages = new Map(LOCALES.map((locale) => [locale, translate(locale, 'http_error_200')]));

export function successEnvelope<T>(data: T, locale: Locale): Envelope<T> {
  return { code: ErrorCode.Ok, data, msg: successMessages.get(locale) ?? translate(locale, 'http_error_200') };
}

/** An error envelope whose msg is the code's catalogue message, or a more precise one. */
export function errorEnvelope(
  code: ErrorCode,
  locale: Locale,
  options: { messageKey?: MessageKey | undefined; values?: MessageValues; data?: unknown } = {},
): Envelope<unknown> {
  const key = options.messageKey ?? (`http_error_${code}` as MessageKey);
  return { code, data: options.data ?? null, msg: translate(locale, key, options.values) };
}
