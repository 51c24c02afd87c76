import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, resolveMessageValues, sharedMessages, type Locale, type MessageKey, type MessageValues } from '@signet/contracts';

const instance = i18next.createInstance();
// Synchronous: resources are in memory, so init completes before the first request.
void instance.init({
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { common: sharedMessages[locale] }])),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

// getFixedT builds a new function on every call; every answer's msg is translated, so keep one per locale.
const translators = new Map(LOCALES.map((locale) => [locale, instance.getFixedT(locale, 'common')]));

/** A translator bound to one locale, for messages sent back in responses or e-mails. */
export function translator(locale: Locale): TFunction {
  return translators.get(locale) ?? instance.getFixedT(locale, 'common');
}

export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  if (!values) return translator(locale)(key);
  return translator(locale)(key, resolveMessageValues(values, (part, partValues) => translate(locale, part, partValues)));
}
