import { Badge } from '@mantine/core';
import type { SealStatus } from '@signet/contracts';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<SealStatus, string> = { active: 'green', suspended: 'orange', revoked: 'red' };

export function SealStatusBadge({ status }: { status: SealStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLOURS[status]} tt="none">
      {t(`seals.status.${status}`)}
    </Badge>
  );
}
