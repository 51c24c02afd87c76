import { ActionIcon, Alert, Center, Container, Group, Loader, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailOff, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useOutboxList } from '../api/list-outbox';
import { DevToolsGate } from '../components/dev-tools-gate';
import { OutboxList } from '../components/outbox-list';
import { SendTestMailForm } from '../components/send-test-mail-form';

/** /dev/outbox: the mail the development server kept instead of sending. */
export function OutboxListPage() {
  return (
    <DevToolsGate>
      <OutboxListContent />
    </DevToolsGate>
  );
}

function OutboxListContent() {
  const { t } = useTranslation();
  usePageTitle(t('devOutbox.title'));
  const [to, setTo] = useState('');
  const [recipient] = useDebouncedValue(to, 300);
  const { data, isPending, isError, isFetching, refetch } = useOutboxList(recipient, true);

  return (
    <Container size="lg" px="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {t('devOutbox.title')}
            </Title>
            <Text c="dimmed">{t('devOutbox.body')}</Text>
          </Stack>
          <Group gap="xs" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
            <TextInput
              label={t('devOutbox.filterLabel')}
              placeholder={t('devOutbox.filterPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              type="search"
              style={{ flex: 1 }}
              miw={{ sm: 280 }}
            />
            <Tooltip label={t('devOutbox.refresh')}>
              <ActionIcon variant="default" size={36} mt={24} aria-label={t('devOutbox.refresh')} loading={isFetching} onClick={() => void refetch()}>
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
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
    </Container>
  );
}
