import { Group, Paper, Stack, Text } from '@mantine/core';
import type { AgreementSummary } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../../hooks/use-format-time';
import type { useAgreementActions } from '../hooks/use-agreement-actions';
import { AgreementName, SigningProgress, TrashBadge } from './agreements-table';
import { RecipientsSummary } from './recipients-summary';
import { RowOperations } from './row-operations';
import { StatusBadge } from './status-badge';

/** Phone rows: one card per agreement, in a list the screen reader counts. */
export function AgreementCards({ rows, label, actions }: { rows: AgreementSummary[]; label: string; actions: ReturnType<typeof useAgreementActions> }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <Stack component="ul" aria-label={label} gap="sm" p="sm" m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={String(row.id)} withBorder radius="md" p="sm">
          <Stack gap={8}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <AgreementName row={row} />
                <RecipientsSummary row={row} />
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <StatusBadge status={row.status} size="sm" />
                <SigningProgress row={row} />
              </Stack>
            </Group>
            <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                {row.sentBy && (
                  <Text fz="xs" c="dimmed" truncate="end">
                    {t('agreements.list.sentBy')}: {row.sentBy.name}
                  </Text>
                )}
                <Text fz="xs" c="dimmed">
                  {t('agreements.list.lastChange')}: {formatTime(row.updatedAt)}
                </Text>
                {row.deletedAt && (
                  <Group gap={4} mt={4}>
                    <TrashBadge />
                  </Group>
                )}
              </Stack>
              <RowOperations row={row} actions={actions} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
