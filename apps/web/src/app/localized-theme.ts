import { Drawer, mergeThemeOverrides, Modal } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from './theme';

/**
 * The theme with the words Mantine draws itself: every dialog's × gets a name in the
 * page's language (a nameless close button is the first thing a screen reader meets).
 */
export function useLocalizedTheme() {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language;
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': t('common.close') };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
        Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      },
    });
    // t changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}

