import { Paper, Stack, Table, Text } from '@mantine/core';
import type { OutboxSms } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/state/app-store';
import { useFormatDateTime } from './use-format-date';

const messageText = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** Text messages as a table on wide screens and as cards on a phone; numbers in full, as the outbox shows mail addresses. */
export function SmsOutboxList({ messages }: { messages: readonly OutboxSms[] }) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.isMobile);
  const formatDate = useFormatDateTime();

  if (isMobile) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('devOutbox.smsListLabel')}>
        {messages.map((message) => (
          <Paper key={String(message.id)} component="li" withBorder radius="md" p="md">
            <Text fw={600} dir="ltr">
              {message.to}
            </Text>
            <Text fz="sm" mt={4} style={messageText}>
              {message.text}
            </Text>
            <Text fz="xs" c="dimmed" mt={6}>
              {formatDate(message.createdAt)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="sm" aria-label={t('devOutbox.smsListLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={200}>{t('devOutbox.smsTo')}</Table.Th>
            <Table.Th>{t('devOutbox.smsText')}</Table.Th>
            <Table.Th w={200}>{t('devOutbox.smsSent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={String(message.id)}>
              <Table.Td fw={600} dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                {message.to}
              </Table.Td>
              <Table.Td style={messageText}>{message.text}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(message.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
