import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { DeviceSession } from '@signet/contracts';
import { IconAlertTriangle, IconDeviceDesktop, IconDeviceMobile, IconDevices } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/state/app-store';
import { useAppDialog } from '../../../lib/state/dialog-store';
import { useSessionStore } from '../../../lib/state/session-store';
import { useEndDeviceSession } from '../api/end-device-session';
import { useSessions } from '../api/list-sessions';
import { dateTime, relativeTime } from '../lib/relative-time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';

const CONFIRM_DIALOG_ID = 'end-device-session';

function DeviceIcon({ session }: { session: DeviceSession }) {
  const mobile = /android|iphone|ipad|mobile/i.test(`${session.deviceType} ${session.deviceName}`);
  return mobile ? <IconDeviceMobile size={20} /> : <IconDeviceDesktop size={20} />;
}

/** Where this account is signed in, with sign-out for every other device (after a confirmation). */
export function DevicesSection() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const allowed = useSessionStore((state) => state.planDetail?.onlineDevices);
  const isMobile = useAppStore((state) => state.isMobile);
  const confirm = useAppDialog(CONFIRM_DIALOG_ID);
  const end = useEndDeviceSession();
  const [target, setTarget] = useState<DeviceSession | null>(null);
  // "Last active" is relative to when the list arrived; it refreshes with the list.
  const now = sessions.dataUpdatedAt;

  const askToEnd = (session: DeviceSession) => {
    setTarget(session);
    confirm.open();
  };

  return (
    <SectionCard
      icon={<IconDevices size={20} />}
      title={t('account.devicesTitle')}
      description={allowed ? t('account.devicesHint', { count: allowed }) : undefined}
    >
      {sessions.isPending ? (
        <Stack gap="xs" aria-busy>
          {[0, 1].map((row) => (
            <Skeleton key={row} height={64} radius="md" />
          ))}
        </Stack>
      ) : sessions.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('account.devicesError')}>
          <Button size="xs" variant="default" mt="xs" onClick={() => void sessions.refetch()} loading={sessions.isFetching}>
            {t('account.retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.map((session) => (
            <Paper component="li" key={String(session.id)} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap={isMobile ? 'wrap' : 'nowrap'} gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ThemeIcon variant="light" color={session.current ? 'signet' : 'gray'} size={40} radius="md" aria-hidden>
                    <DeviceIcon session={session} />
                  </ThemeIcon>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap={6} wrap="wrap">
                      <Text fw={600} fz="sm">
                        {session.deviceName}
                      </Text>
                      <Badge size="xs" variant="default">
                        {session.deviceType}
                      </Badge>
                      {session.current ? (
                        <Badge size="xs" color="signet" variant="light">
                          {t('account.thisDevice')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text fz="xs" c="dimmed">
                      {t('account.deviceIp', { ip: session.ip })} ·{' '}
                      <span title={dateTime(session.lastSeenAt, i18n.language)}>
                        {t('account.deviceLastSeen', { time: relativeTime(session.lastSeenAt, now, i18n.language) })}
                      </span>
                    </Text>
                  </Stack>
                </Group>
                {session.current ? null : (
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    aria-label={t('account.deviceSignOutLabel', { device: session.deviceName })}
                    onClick={() => askToEnd(session)}
                    ml={isMobile ? 52 : undefined}
                    style={{ flex: 'none' }}
                  >
                    {t('account.deviceSignOut')}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
          {sessions.data.every((session) => session.current) ? (
            <Text component="li" fz="sm" c="dimmed">
              {t('account.devicesEmpty')}
            </Text>
          ) : null}
        </Stack>
      )}

      <ConfirmDialog
        opened={confirm.opened}
        onClose={confirm.close}
        title={t('account.deviceSignOutTitle')}
        body={t('account.deviceSignOutBody', { device: target?.deviceName ?? '' })}
        confirmLabel={t('account.deviceSignOut')}
        busy={end.isPending}
        onConfirm={() => target && end.mutate(target.id, { onSuccess: confirm.close })}
      />
    </SectionCard>
  );
}
