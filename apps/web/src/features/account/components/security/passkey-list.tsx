import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Passkey } from '@signet/contracts';
import { IconFingerprint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateTime, relativeTime } from '../../lib/relative-time';

/** The account's passkeys: name, when added, when last used, and Remove. */
export function PasskeyList({ passkeys, now, onRemove }: { passkeys: readonly Passkey[]; now: number; onRemove: (passkey: Passkey) => void }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  if (passkeys.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('twoFactor.security.passkeysEmpty')}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('twoFactor.security.passkeys')}>
      {passkeys.map((passkey) => (
        <Paper component="li" key={String(passkey.id)} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFingerprint size={20} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {passkey.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('twoFactor.security.passkeyAdded', { date: date(passkey.createdAt) })} ·{' '}
                  {passkey.lastUsedAt ? (
                    <span title={dateTime(passkey.lastUsedAt, i18n.language)}>{t('twoFactor.security.passkeyUsed', { time: relativeTime(passkey.lastUsedAt, now, i18n.language) })}</span>
                  ) : (
                    t('twoFactor.security.passkeyNeverUsed')
                  )}
                </Text>
              </Stack>
            </Group>
            <Button size="xs" variant="default" aria-label={t('twoFactor.security.passkeyRemoveLabel', { name: passkey.name })} onClick={() => onRemove(passkey)}>
              {t('twoFactor.security.passkeyRemove')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
