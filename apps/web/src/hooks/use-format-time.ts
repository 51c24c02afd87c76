import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Date and time in the user's language and time zone ("Mar 4, 2026, 3:07 PM" / "2026年3月4日 15:07"). */
export function useFormatTime() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const full = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string | null | undefined) => {
      if (!iso) return '';
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : full.format(date);
    };
  }, [i18n.language]);
}
