import { Alert, Anchor, Badge, Box, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { webPath, type BulkSend } from '@signet/contracts';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../../lib/state/app-store';
import { bulkProblemText } from '../lib/bulk-problem-text';

const STATUS_COLOR: Record<BulkSend['rows'][number]['status'], string> = {
  invalid: 'red',
  ready: 'gray',
  queued: 'blue',
  sent: 'teal',
  failed: 'red',
  skipped: 'gray',
};

type Row = BulkSend['rows'][number];

/** A row's state (after the check) and its problems by column, or why sending failed. */
function RowDetails({ row, checked }: { row: Row; checked: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {!checked && (
        <Group gap="xs">
          <Badge size="sm" variant="light" color={STATUS_COLOR[row.status]}>
            {t(`templates.bulk.status.${row.status}`)}
          </Badge>
          {row.agreementId !== null && (
            <Anchor component={Link} to={webPath('agreementDetail', { flowId: row.agreementId })} fz="sm">
              {t('templates.bulk.open')}
            </Anchor>
          )}
        </Group>
      )}
      {row.errors.map((error) => (
        <Text key={error.column + error.key} fz="sm" c="red.8">
          <Text span fw={600}>
            {error.column}
          </Text>
          {': '}
          {bulkProblemText(t, error)}
        </Text>
      ))}
      {row.failure && (
        <Text fz="sm" c="red.8">
          {bulkProblemText(t, row.failure)}
        </Text>
      )}
    </Stack>
  );
}

/** The check's result, then the sending: counts, problems by line and column, and each row's state. */
export function BulkReport({ bulk, onSend, sending, onAgain }: { bulk: BulkSend; onSend: (onlyValid: boolean) => void; sending: boolean; onAgain: () => void }) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.isMobile);
  const { counts } = bulk;
  const checked = bulk.status === 'checked';
  const blocked = bulk.fileErrors.some((problem) => problem.key !== 'bulk_quota');
  const quotaShort = bulk.quotaLeft !== null && counts.valid > bulk.quotaLeft;
  const shownRows = checked ? bulk.rows.filter((row) => row.status === 'invalid') : bulk.rows;
  const done = counts.sent + counts.failed;
  const toSend = counts.sent + counts.failed + counts.queued;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bulk-summary">
        <Stack gap="xs">
          <Title order={2} fz="lg" id="bulk-summary">
            {checked ? t('templates.bulk.checkedTitle', { file: bulk.fileName }) : bulk.status === 'sending' ? t('templates.bulk.sendingTitle') : t('templates.bulk.doneTitle')}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="gray">{t('templates.bulk.rows', { count: counts.rows })}</Badge>
            {checked && <Badge variant="light" color="teal">{t('templates.bulk.valid', { count: counts.valid })}</Badge>}
            {counts.invalid > 0 && <Badge variant="light" color="red">{t('templates.bulk.invalid', { count: counts.invalid })}</Badge>}
            {!checked && <Badge variant="light" color="teal">{t('templates.bulk.sent', { count: counts.sent })}</Badge>}
            {counts.failed > 0 && <Badge variant="light" color="red">{t('templates.bulk.failed', { count: counts.failed })}</Badge>}
          </Group>
          {!checked && toSend > 0 && <Progress value={(done / toSend) * 100} size="md" aria-label={t('templates.bulk.progress', { done, total: toSend })} animated={bulk.status === 'sending'} />}
          {bulk.fileErrors.map((problem) => (
            <Alert key={problem.key} color="red" variant="light" role="alert" p="sm" data-testid="bulk-file-error">
              {bulkProblemText(t, problem)}
            </Alert>
          ))}
          {checked && !blocked && !quotaShort && (
            <Group gap="sm" mt="xs">
              {counts.invalid === 0 ? (
                <Button leftSection={<IconSend size={16} aria-hidden />} loading={sending} onClick={() => onSend(false)} data-testid="bulk-send">
                  {t('templates.bulk.sendAll', { count: counts.valid })}
                </Button>
              ) : (
                <Button leftSection={<IconSend size={16} aria-hidden />} loading={sending} disabled={counts.valid === 0} onClick={() => onSend(true)} data-testid="bulk-send-valid">
                  {t('templates.bulk.sendValid', { count: counts.valid })}
                </Button>
              )}
              <Button variant="default" onClick={onAgain}>
                {t('templates.bulk.another')}
              </Button>
            </Group>
          )}
          {checked && (blocked || quotaShort) && (
            <Button variant="default" onClick={onAgain} w="fit-content">
              {t('templates.bulk.another')}
            </Button>
          )}
        </Stack>
      </Paper>
      {shownRows.length > 0 && (
        <Paper withBorder radius="md" p={0} component="section" aria-labelledby="bulk-rows" style={{ overflow: 'hidden' }}>
          <Title order={2} fz="md" id="bulk-rows" p="md" pb="xs">
            {checked ? t('templates.bulk.problemsTitle') : t('templates.bulk.rowsTitle')}
          </Title>
          {isMobile ? (
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {shownRows.map((row) => (
                <Box key={row.line} component="li" px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} data-testid="bulk-row">
                  <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {t('templates.bulk.lineOf', { n: row.line })} · {row.label || '—'}
                  </Text>
                  <RowDetails row={row} checked={checked} />
                </Box>
              ))}
            </Stack>
          ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" fz="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t('templates.bulk.line')}</Table.Th>
                  <Table.Th>{t('templates.bulk.who')}</Table.Th>
                  <Table.Th>{checked ? t('templates.bulk.problem') : t('templates.bulk.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shownRows.map((row) => (
                  <Table.Tr key={row.line} data-testid="bulk-row">
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.label || '—'}</Table.Td>
                    <Table.Td>
                      <RowDetails row={row} checked={checked} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          )}
        </Paper>
      )}
    </Stack>
  );
}
