import { SegmentedControl } from '@mantine/core';
import { LOCALES, isLocale } from '@signet/contracts';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/state/app-store';
import { useUpdateProfile } from '../api/update-profile';
import { SectionCard } from '../../../components/section-card';

const NAMES = { 'en-US': 'language.enUS', 'zh-CN': 'language.zhCN' } as const;

/** Switches the UI at once and saves the choice on the account (used for its e-mails). */
export function LanguageSection() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const setLanguage = useAppStore((state) => state.setLanguage);
  // Not silent: a failed save is rare and the switch already happened, so a toast says so.
  const update = useUpdateProfile({ silent: false });

  return (
    <SectionCard icon={<IconLanguage size={20} />} title={t('account.languageTitle')} description={t('account.languageHint')}>
      <SegmentedControl
        aria-label={t('account.languageTitle')}
        value={language}
        onChange={(value) => {
          if (!isLocale(value)) return;
          setLanguage(value);
          update.mutate({ locale: value });
        }}
        data={LOCALES.map((locale) => ({ value: locale, label: <span lang={locale}>{t(NAMES[locale])}</span> }))}
        disabled={update.isPending}
        fullWidth
        maw={360}
      />
    </SectionCard>
  );
}
