import { Alert, Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@signet/contracts';
import { IconAlertTriangle, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteWebhook, useRotateWebhookSecret, useUpdateWebhook, useWebhookEndpoints } from '../api/webhooks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NewWebhookForm } from './new-webhook-form';
import { SectionCard } from '../../../components/section-card';
import { ShownOnceSecret } from './shown-once-secret';
import { WebhookDeliveriesModal } from './webhook-deliveries-modal';
import { IntegrationsScopeNote, useIntegrationsScope } from './integrations-scope';

/**
 * The account centre's webhooks (issue 18): each endpoint with its state, its delivery log, and
 * switching it off or on, rotating its secret (the new one shown once) or removing it.
 */
export function WebhooksSection() {
  const { t } = useTranslation();
  const scope = useIntegrationsScope();
  const endpoints = useWebhookEndpoints(scope.mayManage);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [toDelete, setToDelete] = useState<WebhookEndpoint | null>(null);
  const remove = useDeleteWebhook();

  return (
    <SectionCard icon={<IconWebhook size={20} />} title={t('account.webhooksTitle')} description={t('account.webhooksHint')}>
      <Stack gap="md">
        <IntegrationsScopeNote scope={scope} what="webhooks" />
        {!scope.mayManage ? null : endpoints.isPending ? (
          <Skeleton height={64} radius="md" />
        ) : endpoints.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('account.webhooksError')}>
            <Button size="xs" variant="default" mt="xs" onClick={() => void endpoints.refetch()}>
              {t('account.retry')}
            </Button>
          </Alert>
        ) : endpoints.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('account.webhooksEmpty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('account.webhooksTitle')}>
            {endpoints.data.map((endpoint) => (
              <EndpointRow key={String(endpoint.id)} endpoint={endpoint} onLog={() => setLogOf(endpoint)} onDelete={() => setToDelete(endpoint)} />
            ))}
          </Stack>
        )}
        <Divider label={t('account.webhookNew')} labelPosition="left" />
        {scope.mayManage && <NewWebhookForm />}
      </Stack>

      <WebhookDeliveriesModal endpoint={logOf} onClose={() => setLogOf(null)} />
      <ConfirmDialog
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('account.webhookDeleteTitle')}
        body={t('account.webhookDeleteBody', { url: toDelete?.url ?? '' })}
        confirmLabel={t('account.webhookDelete')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
      />
    </SectionCard>
  );
}

function EndpointRow({ endpoint, onLog, onDelete }: { endpoint: WebhookEndpoint; onLog: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const state = endpoint.enabled ? 'on' : endpoint.disabledReason === 'failing' ? 'failing' : 'off';
  const label = endpoint.description || endpoint.url;

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group gap={6} wrap="wrap">
          <Badge size="xs" variant="light" color={state === 'on' ? 'teal' : state === 'failing' ? 'red' : 'gray'}>
            {t(`account.webhookState_${state}`)}
          </Badge>
          <Text fz="xs" c="dimmed">
            {t('account.webhookEventCount', { count: endpoint.events.length })}
          </Text>
        </Group>
        {endpoint.description ? (
          <Text fw={600} fz="sm">
            {endpoint.description}
          </Text>
        ) : null}
        <Text fz="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {endpoint.url}
        </Text>
        {state === 'failing' ? (
          <Text fz="xs" c="red.7">
            {t('account.webhookFailing')}
          </Text>
        ) : null}
        <Group gap={6} wrap="wrap">
          <Button size="compact-sm" variant="default" onClick={onLog} aria-label={t('account.webhookLogLabel', { name: label })}>
            {t('account.webhookLog')}
          </Button>
          <Button size="compact-sm" variant="default" loading={update.isPending} onClick={() => update.mutate({ endpointId: endpoint.id, enabled: !endpoint.enabled })} aria-label={t(endpoint.enabled ? 'account.webhookOffLabel' : 'account.webhookOnLabel', { name: label })}>
            {t(endpoint.enabled ? 'account.webhookOff' : 'account.webhookOn')}
          </Button>
          <Button size="compact-sm" variant="default" loading={rotate.isPending} onClick={() => rotate.mutate(endpoint.id)} aria-label={t('account.webhookRotateLabel', { name: label })}>
            {t('account.webhookRotate')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete} aria-label={t('account.webhookDeleteLabel', { name: label })}>
            {t('account.webhookDelete')}
          </Button>
        </Group>
        {rotate.data ? <ShownOnceSecret title={t('account.webhookRotated')} secret={rotate.data.secret} testId="webhook-rotated-secret" /> : null}
      </Stack>
    </Paper>
  );
}
