import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Test": a test-mode API key, or an agreement made with one (issue 38), which never mails anyone
 * and is not legally binding. The same look wherever it is shown.
 */
export function TestBadge({ size = 'sm' }: { size?: BadgeProps['size'] }) {
  const { t } = useTranslation();
  return (
    <Badge color="orange" variant="light" radius="sm" size={size} data-testid="test-badge">
      {t('common.test')}
    </Badge>
  );
}
