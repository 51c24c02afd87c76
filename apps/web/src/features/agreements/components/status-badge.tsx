import { Badge } from '@mantine/core';
import type { AgreementStatus } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../lib/status-colors';

/** An agreement's status in the catalogue's words (spec 4 labels). */
export function StatusBadge({ status, size = 'md' }: { status: AgreementStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColor(status)} variant="light" radius="sm" tt="none" fw={600} size={size} style={{ flexShrink: 0 }}>
      {t(`status_${status}`, { ns: 'common' })}
    </Badge>
  );
}
