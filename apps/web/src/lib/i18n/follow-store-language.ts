import type { Locale } from '@signet/contracts';
import { useAppStore } from '../state/app-store';

/**
 * The store owns the language (it persists it and the API client reads it); the page's words follow
 * once the new language's have arrived, so no screen shows half-translated. Shared by the app's
 * i18next and the signer's own words (signer-app/i18n).
 */
export function followStoreLanguage(load: (language: Locale) => Promise<void>, change: (language: Locale) => unknown): void {
  useAppStore.subscribe((state, previous) => {
    if (state.language === previous.language) return;
    load(state.language)
      .then(() => {
        if (useAppStore.getState().language === state.language) return change(state.language);
      })
      // A chunk that failed to arrive (offline) leaves the page in the language it shows.
      .catch(() => undefined);
  });
}
