import { ActionIcon, Alert, Center, Group, Loader, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailOff, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutboxList } from '../api/list-outbox';
import { OutboxList } from './outbox-list';
import { SendTestMailForm } from './send-test-mail-form';

/** The outbox's mail: a filter by recipient, a test e-mail, and the kept messages. */
export function MailOutboxPanel() {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const [recipient] = useDebouncedValue(to, 300);
  const { data, isPending, isError, isFetching, refetch } = useOutboxList(recipient, true);

  return (
    <Stack gap="lg">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label={t('devOutbox.filterLabel')}
          placeholder={t('devOutbox.filterPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          type="search"
          style={{ flex: 1 }}
          maw={{ sm: 360 }}
        />
        <Tooltip label={t('devOutbox.refresh')}>
          <ActionIcon variant="default" size={36} aria-label={t('devOutbox.refresh')} loading={isFetching} onClick={() => void refetch()}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>

      <SendTestMailForm />

      {isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : isError ? (
        <Alert color="red" variant="light" title={t('devOutbox.loadError')} />
      ) : data.messages.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" style={{ borderStyle: 'dashed' }}>
          <Stack align="center" gap="xs">
            <IconMailOff size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text c="dimmed" ta="center">
              {t('devOutbox.empty')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('devOutbox.count', { count: data.messages.length })}
          </Text>
          <Paper withBorder radius="lg" p={{ base: 0, sm: 'xs' }} bg={{ base: 'transparent' }} style={{ border: 'none' }}>
            <OutboxList messages={data.messages} />
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}
