import { ActionIcon, Alert, Center, Group, Loader, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconMessageOff, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutboxSmsList } from '../api/list-outbox-sms';
import { SendTestSmsForm } from './send-test-sms-form';
import { SmsOutboxList } from './sms-outbox-list';

const digits = (value: string) => value.replace(/\D/g, '');

/** The outbox's text messages: a filter by number (any part of it), a test message, and the kept messages. */
export function SmsOutboxPanel() {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const { data, isPending, isError, isFetching, refetch } = useOutboxSmsList(true);
  const wanted = digits(number);
  const messages = data?.messages.filter((message) => digits(message.to).includes(wanted)) ?? [];

  return (
    <Stack gap="lg">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label={t('devOutbox.smsFilterLabel')}
          placeholder={t('devOutbox.smsFilterPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={number}
          onChange={(event) => setNumber(event.currentTarget.value)}
          type="search"
          inputMode="tel"
          style={{ flex: 1 }}
          maw={{ sm: 360 }}
        />
        <Tooltip label={t('devOutbox.refresh')}>
          <ActionIcon variant="default" size={36} aria-label={t('devOutbox.refresh')} loading={isFetching} onClick={() => void refetch()}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>

      <SendTestSmsForm />

      {isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : isError ? (
        <Alert color="red" variant="light" title={t('devOutbox.loadError')} />
      ) : messages.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" style={{ borderStyle: 'dashed' }}>
          <Stack align="center" gap="xs">
            <IconMessageOff size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text c="dimmed" ta="center">
              {t('devOutbox.smsEmpty')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('devOutbox.smsCount', { count: messages.length })}
          </Text>
          <SmsOutboxList messages={messages} />
        </Stack>
      )}
    </Stack>
  );
}
