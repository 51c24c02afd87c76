import { sharedMessages } from '@signet/contracts';
import type { Locale, MessageKey } from '@signet/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useAppStore } from '../state/app-store';
import type { WebMessages } from './locales/en-US';
import { followStoreLanguage } from './follow-store-language';

export const i18n = i18next.createInstance();

/** The client's own words, one chunk per language: a page downloads only the language it shows. */
const webMessages: Record<Locale, () => Promise<WebMessages>> = {
  'en-US': async () => (await import('./locales/en-US')).webEnUS,
  'zh-CN': async () => (await import('./locales/zh-CN')).webZhCN,
};

const loaded = new Set<Locale>();

/** Adds a language's words once; the app awaits it before showing that language. */
export async function loadLanguage(language: Locale): Promise<void> {
  if (loaded.has(language)) return;
  i18n.addResourceBundle(language, 'web', await webMessages[language](), true, false);
  loaded.add(language);
}

void i18n.use(initReactI18next).init({
  // The catalogue shared with the server is small and bundled; `web` arrives with loadLanguage.
  resources: {
    'en-US': { common: sharedMessages['en-US'] },
    'zh-CN': { common: sharedMessages['zh-CN'] },
  },
  partialBundledLanguages: true,
  lng: useAppStore.getState().language,
  fallbackLng: 'en-US',
  ns: ['web', 'common'],
  defaultNS: 'web',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Settles when the starting language's words are in: main.tsx renders after it. */
export const i18nReady = loadLanguage(useAppStore.getState().language);

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

followStoreLanguage(loadLanguage, (language) => i18n.changeLanguage(language));

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
