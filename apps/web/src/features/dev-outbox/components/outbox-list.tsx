import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import type { OutboxMessage } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../../lib/state/app-store';
import { useFormatDateTime } from './use-format-date';

type Summary = Pick<OutboxMessage, 'id' | 'to' | 'subject' | 'createdAt'>;

/** Messages as a table on wide screens and as cards on a phone. */
export function OutboxList({ messages }: { messages: readonly Summary[] }) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.isMobile);
  const formatDate = useFormatDateTime();
  // Ids may arrive as bigint or number (small ids are safe numbers); the URL wants digits.
  const href = (id: Summary['id']) => `/dev/outbox/${String(id)}`;
  const subject = (message: Summary) => message.subject || t('devOutbox.noSubject');

  if (isMobile) {
    return (
      <Stack gap="sm">
        {messages.map((message) => (
          <Paper key={String(message.id)} withBorder radius="md" p="md" component={Link} to={href(message.id)} style={{ textDecoration: 'none', color: 'inherit' }}>
            <Text fw={600} lineClamp={2}>
              {subject(message)}
            </Text>
            <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {message.to.join(', ')}
            </Text>
            <Text fz="xs" c="dimmed" mt={4}>
              {formatDate(message.createdAt)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={600}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('devOutbox.subject')}</Table.Th>
            <Table.Th>{t('devOutbox.to')}</Table.Th>
            <Table.Th>{t('devOutbox.received')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={String(message.id)}>
              <Table.Td>
                <Anchor component={Link} to={href(message.id)} fw={600} underline="hover">
                  {subject(message)}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{message.to.join(', ')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(message.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
