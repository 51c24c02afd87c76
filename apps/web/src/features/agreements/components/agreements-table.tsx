import { Anchor, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AgreementSummary } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatTime } from '../../../hooks/use-format-time';
import type { useAgreementActions } from '../hooks/use-agreement-actions';
import { signingProgress } from '../lib/agreement-actions';
import { RecipientsSummary } from './recipients-summary';
import { RowOperations } from './row-operations';
import { StatusBadge } from './status-badge';
import { TestBadge } from '../../../components/test-badge';

/** The agreement's name: a link to its detail page when it is mine (received ones are opened from the e-mail); a test agreement says so. */
export function AgreementName({ row }: { row: AgreementSummary }) {
  const name =
    row.role !== 'sender' ? (
      <Text fw={600} lineClamp={2} style={{ wordBreak: 'break-word' }}>
        {row.name}
      </Text>
    ) : (
      <Anchor component={Link} to={`/agreement/${String(row.id)}`} fw={600} underline="hover" lineClamp={2} style={{ wordBreak: 'break-word' }}>
        {row.name}
      </Anchor>
    );
  if (!row.test) return name;
  return (
    <Group gap={6} wrap="nowrap" align="center">
      {name}
      <TestBadge size="xs" />
    </Group>
  );
}

/** "1 of 2 signed" under the status, for a sent agreement with signers. */
export function SigningProgress({ row }: { row: AgreementSummary }) {
  const { t } = useTranslation();
  const progress = signingProgress(row);
  if (!progress) return null;
  return (
    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="signing-progress">
      {t('agreements.list.progress', progress)}
    </Text>
  );
}

export function TrashBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="gray" variant="outline" radius="sm" tt="none" fw={500}>
      {t('agreements.list.inTrash')}
    </Badge>
  );
}

/**
 * Desktop rows: Name (with recipients), Sent time (in a company workspace: Sent by, and when), Last change,
 * Status (with signing progress), Actions.
 */
export function AgreementsTable({ rows, caption, actions }: { rows: AgreementSummary[]; caption: string; actions: ReturnType<typeof useAgreementActions> }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const inCompany = rows.some((row) => row.sentBy);
  return (
    <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover>
      <Table.Caption style={{ margin: 0 }}>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('agreements.list.name')}</Table.Th>
          {/* In a company the sender and when they sent it share a column, so the row still fits beside the folders. */}
          <Table.Th scope="col">{inCompany ? t('agreements.list.sentBy') : t('agreements.list.sentTime')}</Table.Th>
          <Table.Th scope="col">
            {t('agreements.list.lastChange')}
          </Table.Th>
          <Table.Th scope="col">
            {t('agreements.list.status')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('agreements.list.operation')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={String(row.id)}>
            <Table.Td style={{ minWidth: 200 }}>
              <Stack gap={2}>
                <AgreementName row={row} />
                <RecipientsSummary row={row} />
              </Stack>
            </Table.Td>
            <Table.Td miw={110}>
              {inCompany && (
                <Text fz="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
                  {row.sentBy?.name ?? row.sender?.name ?? ''}
                </Text>
              )}
              <Text fz={inCompany ? 'xs' : 'sm'} c={row.sentAt && !inCompany ? undefined : 'dimmed'}>
                {row.sentAt ? formatTime(row.sentAt) : t('agreements.list.notSent')}
              </Text>
            </Table.Td>
            <Table.Td miw={110}>
              <Text fz="sm">
                {formatTime(row.updatedAt)}
              </Text>
            </Table.Td>
            <Table.Td miw={150}>
              <Stack gap={4} align="flex-start" style={{ whiteSpace: 'nowrap' }}>
                <Group gap={6} wrap="nowrap">
                  <StatusBadge status={row.status} />
                  {row.deletedAt && <TrashBadge />}
                </Group>
                <SigningProgress row={row} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <RowOperations row={row} actions={actions} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
