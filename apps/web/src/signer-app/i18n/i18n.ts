import { isLocale, STORAGE_KEYS, type Locale, type MessageKey } from '@signet/contracts';
import { appStorage } from '../../lib/storage/key-value-storage';
import { useAppStore } from '../../lib/state/app-store';
import { mergeMessages, translate } from './translate';
import type { Messages, TranslateOptions } from './translate';
import { signerWords } from './words';
import { followStoreLanguage } from '../../lib/i18n/follow-store-language';

/**
 * The signer's pages' i18n: what lib/i18n/i18n.ts gives the sender's app (the `i18n` instance's
 * few members the pages use, loadLanguage, i18nReady, the error messages), over the signer's own
 * words instead of i18next and every page's words. The signer's build resolves that module here.
 */
type Catalogues = Record<string, Messages | undefined>;

// The server wrote the first screen in the browser's language (Accept-Language); a signer who never
// chose one keeps reading it in that language once the script runs.
const served = typeof document === 'undefined' ? '' : document.documentElement.lang;
if (!appStorage.getItem(STORAGE_KEYS.language) && isLocale(served) && served !== useAppStore.getState().language) useAppStore.getState().setLanguage(served);

const bundles = new Map<string, Catalogues>();
const loaded = new Set<Locale>();
const listeners = new Set<(language: string) => void>();

export const i18n = {
  language: useAppStore.getState().language as string,
  t(key: string, options?: TranslateOptions): string {
    return translate(bundles.get(i18n.language) ?? {}, i18n.language, key, options);
  },
  /** Words a lazy chunk brings (the code page's, the seal panel's, the rich fields'). */
  addResourceBundle(language: string, ns: string, messages: Messages, _deep?: boolean, _overwrite?: boolean) {
    const catalogues = bundles.get(language) ?? {};
    catalogues[ns] = mergeMessages(catalogues[ns] ?? {}, messages);
    bundles.set(language, catalogues);
    return i18n;
  },
  async changeLanguage(language: string) {
    i18n.language = language;
    syncDocumentLanguage(language);
    for (const listener of listeners) listener(language);
  },
  on(_event: 'languageChanged', listener: (language: string) => void) {
    listeners.add(listener);
  },
  off(_event: 'languageChanged', listener: (language: string) => void) {
    listeners.delete(listener);
  },
};

/** Adds a language's words once; the page awaits it before showing that language. */
export async function loadLanguage(language: Locale): Promise<void> {
  if (loaded.has(language)) return;
  const words = await signerWords[language]();
  i18n.addResourceBundle(language, 'web', words.web);
  i18n.addResourceBundle(language, 'common', words.common);
  loaded.add(language);
}

/** Settles when the starting language's words are in: main.tsx renders after it. */
export const i18nReady = loadLanguage(useAppStore.getState().language);

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

syncDocumentLanguage(i18n.language);

followStoreLanguage(loadLanguage, (language) => i18n.changeLanguage(language));

/** The catalogue's message for an error code, or undefined when it has none (or its language is not loaded). */
export function errorMessageFor(code: number, language: Locale = useAppStore.getState().language): string | undefined {
  const catalogue = bundles.get(language)?.common ?? bundles.get(i18n.language)?.common;
  const message = catalogue?.[`http_error_${code}`];
  return typeof message === 'string' ? message : undefined;
}

/** `http_error_{code}` when the catalogue has it, else the generic failure message. */
export function errorMessageOrGeneric(code: number, language?: Locale): string {
  const fallback = bundles.get(language ?? i18n.language)?.common?.['operation_failed' satisfies MessageKey];
  return errorMessageFor(code, language) ?? (typeof fallback === 'string' ? fallback : `${code}`);
}
