import { Alert, Anchor, Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ApiKey } from '@signet/contracts';
import { IconAlertTriangle, IconApi } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDialog } from '../../../lib/state/dialog-store';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { dateTime, relativeTime } from '../lib/relative-time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NewApiKeyForm } from './new-api-key-form';
import { SectionCard } from '../../../components/section-card';
import { IntegrationsScopeNote, useIntegrationsScope } from './integrations-scope';
import { TestBadge } from '../../../components/test-badge';

const CONFIRM_DIALOG_ID = 'revoke-api-key';

/** A key's state at `now`: live, expired or revoked. */
function stateOf(key: ApiKey, now: number): 'live' | 'expired' | 'revoked' {
  if (key.revokedAt) return 'revoked';
  return key.expiresAt && new Date(key.expiresAt).getTime() <= now ? 'expired' : 'live';
}

/**
 * The account centre's API keys (issue 18): the keys with their scope, expiry and last use, a
 * form for a new one, and revoking (after a confirmation). Keys are for the account's own
 * systems; the API reference says how to send them.
 */
export function ApiKeysSection() {
  const { t, i18n } = useTranslation();
  const scope = useIntegrationsScope();
  const keys = useApiKeys(scope.mayManage);
  const revoke = useRevokeApiKey();
  const confirm = useAppDialog(CONFIRM_DIALOG_ID);
  const [target, setTarget] = useState<ApiKey | null>(null);
  const now = keys.dataUpdatedAt;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <SectionCard icon={<IconApi size={20} />} title={t('account.apiKeysTitle')} description={t('account.apiKeysHint')}>
      <Stack gap="md">
        <Text fz="xs" c="dimmed">
          {t('account.apiKeysHow')}{' '}
          <Anchor href="/v1/docs" target="_blank" fz="xs">
            {t('account.apiKeysDocs')}
          </Anchor>
        </Text>
        <IntegrationsScopeNote scope={scope} what="keys" />
        {!scope.mayManage ? null : keys.isPending ? (
          <Skeleton height={64} radius="md" aria-busy />
        ) : keys.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('account.apiKeysError')}>
            <Button size="xs" variant="default" mt="xs" onClick={() => void keys.refetch()}>
              {t('account.retry')}
            </Button>
          </Alert>
        ) : keys.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('account.apiKeysEmpty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('account.apiKeysTitle')}>
            {keys.data.map((key) => {
              const state = stateOf(key, now);
              return (
                <Paper component="li" key={String(key.id)} withBorder radius="md" p="sm" opacity={state === 'live' ? 1 : 0.7}>
                  <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                      <Group gap={6} wrap="wrap">
                        <Text fw={600} fz="sm">
                          {key.name}
                        </Text>
                        <Badge size="xs" variant="default">
                          {t(`account.apiKeyScope_${key.scope}`)}
                        </Badge>
                        {key.mode === 'test' && <TestBadge size="xs" />}
                        {state === 'live' ? null : (
                          <Badge size="xs" color="red" variant="light">
                            {t(`account.apiKeyState_${state}`)}
                          </Badge>
                        )}
                      </Group>
                      <Text fz="xs" c="dimmed" ff="monospace">
                        {key.prefix}…
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {key.expiresAt ? t('account.apiKeyExpires', { date: date(key.expiresAt) }) : t('account.apiKeyNoExpiry')} ·{' '}
                        {key.lastUsedAt ? (
                          <span title={dateTime(key.lastUsedAt, i18n.language)}>{t('account.apiKeyUsed', { time: relativeTime(key.lastUsedAt, now, i18n.language) })}</span>
                        ) : (
                          t('account.apiKeyNeverUsed')
                        )}
                      </Text>
                    </Stack>
                    {state === 'revoked' ? null : (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('account.apiKeyRevokeLabel', { name: key.name })}
                        onClick={() => {
                          setTarget(key);
                          confirm.open();
                        }}
                      >
                        {t('account.apiKeyRevoke')}
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        <Divider label={t('account.apiKeyNew')} labelPosition="left" />
        {scope.mayManage && <NewApiKeyForm />}
      </Stack>

      <ConfirmDialog
        opened={confirm.opened}
        onClose={confirm.close}
        title={t('account.apiKeyRevokeTitle')}
        body={t('account.apiKeyRevokeBody', { name: target?.name ?? '' })}
        confirmLabel={t('account.apiKeyRevoke')}
        busy={revoke.isPending}
        onConfirm={() => target && revoke.mutate(target.id, { onSuccess: confirm.close })}
      />
    </SectionCard>
  );
}
