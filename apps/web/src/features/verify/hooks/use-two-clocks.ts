import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTwoClocks } from '../lib/verify-times';

/** Formats times in the reader's language and time zone, and in UTC. */
export function useTwoClocks() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((iso: string | null | undefined) => formatTwoClocks(iso, language), [language]);
}
