import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { WEBHOOK_EVENTS, type WebhookEndpoint, type WebhookEvent } from '@signet/contracts';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendTestEvent } from '../api/webhooks';

/**
 * "Send a test event" (issue 38): the integrator picks an event and Signet posts a sample body of
 * it, marked test, to this endpoint; the delivery log below shows how it went.
 */
export function WebhookTestEvent({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const [event, setEvent] = useState<WebhookEvent>(endpoint.events[0] ?? 'agreement.completed');
  const send = useSendTestEvent();
  const options = WEBHOOK_EVENTS.map((value) => ({ value, label: t(`account.webhookEvent_${value.replace('.', '_')}` as never) }));

  return (
    <Stack gap={6}>
      <Text fw={600} fz="sm">
        {t('account.webhookTestTitle')}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('account.webhookTestHint')}
      </Text>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('account.webhookTestEvent')}
          data={options}
          value={event}
          onChange={(value) => value && setEvent(value)}
          allowDeselect={false}
          size="xs"
          w={240}
          comboboxProps={{ withinPortal: true }}
        />
        <Button size="xs" onClick={() => send.mutate({ endpointId: endpoint.id, event })} loading={send.isPending} disabled={!endpoint.enabled}>
          {t('account.webhookTestSend')}
        </Button>
      </Group>
      {!endpoint.enabled ? (
        <Text fz="xs" c="dimmed">
          {t('account.webhookTestOff')}
        </Text>
      ) : null}
      {send.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconCheck size={16} aria-hidden />} role="status" py={6}>
          {t('account.webhookTestSent')}
        </Alert>
      ) : null}
      {send.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />} role="alert" py={6} title={t('account.webhookTestFailed')}>
          {send.error instanceof Error ? send.error.message : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
