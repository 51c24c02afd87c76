import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The page's main action, the one orange button. */
export function NewAgreementButton({ fullWidth }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/flow/create/step1" leftSection={<IconPlus size={18} aria-hidden />} fullWidth={fullWidth}>
      {t('agreements.newAgreement')}
    </Button>
  );
}
