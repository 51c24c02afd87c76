import { sharedMessages } from '@signet/contracts';
import type { Locale, MessageKey } from '@signet/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useAppStore } from '../state/app-store';
import { webEnUS } from './locales/en-US';
import { webZhCN } from './locales/zh-CN';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    'en-US': { common: sharedMessages['en-US'], web: webEnUS },
    'zh-CN': { common: sharedMessages['zh-CN'], web: webZhCN },
  },
  lng: useAppStore.getState().language,
  fallbackLng: 'en-US',
  ns: ['web', 'common'],
  defaultNS: 'web',
  // Resources are bundled, so initialisation completes before the first render.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

// The store owns the language (it persists it and the API client reads it); i18n follows.
useAppStore.subscribe((state, previous) => {
  if (state.language !== previous.language) void i18n.changeLanguage(state.language);
});

/** The catalogue's message for an error code, or undefined when it has none. */
export function errorMessageFor(code: number, language: Locale = useAppStore.getState().language): string | undefined {
  const key = `http_error_${code}`;
  const catalogue = sharedMessages[language] as Record<string, string>;
  return key in catalogue ? catalogue[key] : undefined;
}

/** `http_error_{code}` when the catalogue has it, else the generic failure message. */
export function errorMessageOrGeneric(code: number, language?: Locale): string {
  return errorMessageFor(code, language) ?? sharedMessages[language ?? useAppStore.getState().language]['operation_failed' satisfies MessageKey];
}
