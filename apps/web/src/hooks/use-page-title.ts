import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<title> · Signet", following language changes. */
export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? t('app.pageTitle', { title }) : t('app.name');
  }, [t, title]);
}
