import { Alert, Anchor, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useOutboxMessage } from '../api/get-outbox-message';
import { DevToolsGate } from '../components/dev-tools-gate';
import { MessageBodyTabs } from '../components/message-body-tabs';
import { useFormatDateTime } from '../components/use-format-date';

/** /dev/outbox/:messageId: one kept message, its HTML sandboxed. */
export function OutboxMessagePage() {
  return (
    <DevToolsGate>
      <OutboxMessageContent />
    </DevToolsGate>
  );
}

function OutboxMessageContent() {
  const { t } = useTranslation();
  const { messageId = '' } = useParams();
  const { data: message, isPending, isError } = useOutboxMessage(messageId, true);
  const formatDate = useFormatDateTime();
  usePageTitle(message?.subject || t('devOutbox.title'));

  return (
    <Container size="lg" px="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/dev/outbox" underline="hover" fz="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('devOutbox.back')}
          </Group>
        </Anchor>
        {isPending && /^\d+$/.test(messageId) ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : isError || !message ? (
          <Alert color="red" variant="light" title={t('devOutbox.loadError')}>
            {t('http_error_404', { ns: 'common' })}
          </Alert>
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Title order={1} fz={{ base: 22, sm: 28 }} style={{ wordBreak: 'break-word' }}>
                {message.subject || t('devOutbox.noSubject')}
              </Title>
              <Stack gap={2} fz="sm">
                <Text fz="sm" style={{ wordBreak: 'break-all' }}>
                  <Text span c="dimmed">{t('devOutbox.from')}: </Text>
                  {message.from}
                </Text>
                <Text fz="sm" style={{ wordBreak: 'break-all' }}>
                  <Text span c="dimmed">{t('devOutbox.to')}: </Text>
                  {message.to.join(', ')}
                </Text>
                <Text fz="sm">
                  <Text span c="dimmed">{t('devOutbox.received')}: </Text>
                  {formatDate(message.createdAt)}
                </Text>
              </Stack>
              <MessageBodyTabs message={message} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
