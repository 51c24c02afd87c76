import { Button, Menu, VisuallyHidden } from '@mantine/core';
import type { Locale } from '@signet/contracts';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/app-config/get-public-config';
import { useAppStore } from '../../lib/state/app-store';
import { offeredLocales } from '../../lib/state/region';

const LANGUAGE_NAMES: Record<Locale, 'language.enUS' | 'language.zhCN'> = { 'en-US': 'language.enUS', 'zh-CN': 'language.zhCN' };

/** Language switcher; the choice is stored under `language` by the app store. */
export function LanguageMenu({ fullWidth }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const region = useAppStore((state) => state.region);
  const setLanguage = useAppStore((state) => state.setLanguage);
  const { data: config } = usePublicConfig();
  const locales = offeredLocales(region, config);
  const currentName = t(LANGUAGE_NAMES[language]);

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          fullWidth={fullWidth}
          justify={fullWidth ? 'space-between' : undefined}
        >
          {/* The visible name is part of the accessible name ("Change language, current: English"). */}
          <VisuallyHidden>{t('language.changePrefix')}</VisuallyHidden>
          {currentName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {locales.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => setLanguage(locale)}
            rightSection={locale === language ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={locale === language ? 'true' : undefined}
          >
            {t(LANGUAGE_NAMES[locale])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
