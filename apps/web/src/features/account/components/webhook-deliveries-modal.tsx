import { Alert, Badge, Button, Divider, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { WebhookDelivery, WebhookEndpoint } from '@signet/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplayDelivery, useWebhookDeliveries } from '../api/webhooks';
import { dateTime } from '../lib/relative-time';
import { WebhookDeliveryBodies } from './webhook-delivery-bodies';
import { WebhookTestEvent } from './webhook-test-event';

const STATUS_COLOR = { succeeded: 'teal', retrying: 'yellow', pending: 'gray', failed: 'red' } as const;

/** An endpoint's delivery log: "Send a test event", then each message, how it went, its bodies (issue 38), and "Send again". */
export function WebhookDeliveriesModal({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const deliveries = useWebhookDeliveries(endpoint?.id ?? null);
  const replay = useReplayDelivery();
  const [opened, setOpened] = useState<bigint | null>(null);
  const event = (delivery: WebhookDelivery) => t(`account.webhookEvent_${delivery.event.replace('.', '_')}` as never);

  return (
    <Modal opened={endpoint !== null} onClose={onClose} title={t('account.webhookLogTitle')} size="xl" radius="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {endpoint?.url}
        </Text>
        {endpoint ? <WebhookTestEvent key={String(endpoint.id)} endpoint={endpoint} /> : null}
        <Divider />
        {deliveries.isPending ? (
          <Skeleton height={80} />
        ) : deliveries.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('account.webhookLogError')} />
        ) : deliveries.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('account.webhookLogEmpty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('account.webhookLogEvent')}</Table.Th>
                  <Table.Th>{t('account.webhookLogStatus')}</Table.Th>
                  <Table.Th>{t('account.webhookLogAnswer')}</Table.Th>
                  <Table.Th>{t('account.webhookLogTime')}</Table.Th>
                  <Table.Th aria-label={t('account.webhookLogActions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deliveries.data.map((delivery) => (
                  <Fragment key={String(delivery.id)}>
                    <Table.Tr>
                      <Table.Td>
                        {event(delivery)}
                        {delivery.test ? (
                          <Badge size="xs" variant="outline" color="orange" ml={6}>
                            {t('account.webhookTestBadge')}
                          </Badge>
                        ) : null}
                        <div>
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            px={0}
                            aria-expanded={opened === delivery.id}
                            aria-label={t('account.webhookBodiesLabel', { event: event(delivery) })}
                            onClick={() => setOpened(opened === delivery.id ? null : delivery.id)}
                          >
                            {t('account.webhookBodies')}
                          </Button>
                        </div>
                      </Table.Td>
                      <Table.Td>
                        <Badge size="sm" variant="light" color={STATUS_COLOR[delivery.status]}>
                          {t(`account.webhookStatus_${delivery.status}`)}
                        </Badge>
                        <Text fz="xs" c="dimmed">
                          {t('account.webhookAttempts', { count: delivery.attempts })}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm">{delivery.responseCode ?? '—'}</Text>
                        {delivery.error ? (
                          <Text fz="xs" c="dimmed" lineClamp={2} title={delivery.error}>
                            {delivery.error}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm">{dateTime(delivery.lastAttemptAt ?? delivery.createdAt, i18n.language)}</Text>
                        {delivery.nextAttemptAt && delivery.status === 'retrying' ? (
                          <Text fz="xs" c="dimmed">
                            {t('account.webhookNext', { time: dateTime(delivery.nextAttemptAt, i18n.language) })}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="default"
                          disabled={!endpoint?.enabled}
                          loading={replay.isPending && replay.variables.deliveryId === delivery.id}
                          aria-label={t('account.webhookReplayLabel', { event: event(delivery) })}
                          onClick={() => endpoint && replay.mutate({ endpointId: endpoint.id, deliveryId: delivery.id })}
                        >
                          {t('account.webhookReplay')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                    {opened === delivery.id ? (
                      <Table.Tr>
                        <Table.Td colSpan={5}>
                          <WebhookDeliveryBodies delivery={delivery} />
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  );
}
