import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shows the test agreements (issue 38: made with a test API key) instead of the real ones. Off by
 * default, so a developer's trials never crowd the real list.
 */
export function TestFilter({ value, onChange }: { value: boolean; onChange: (test: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Switch
      color="orange"
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('agreements.list.showTest')}
      title={t('agreements.list.showTestHint')}
      style={{ alignSelf: 'center' }}
    />
  );
}
