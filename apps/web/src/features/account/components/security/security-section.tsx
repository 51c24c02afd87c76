import { Alert, Badge, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMING } from '@signet/contracts';
import type { Passkey, TwoFactorStatus } from '@signet/contracts';
import { IconAlertTriangle, IconShieldLock } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { SectionCard } from '../../../../components/section-card';
import { useTwoFactorStatus } from '../../../../lib/api/two-factor-status';
import '../../../../lib/i18n/two-factor-messages';
import { useAppDialog } from '../../../../lib/state/dialog-store';
import { useBeginTotpSetup, useDisableTwoFactor, useRegenerateRecoveryCodes, useRemovePasskey } from '../../api/two-factor';
import { NewPasskeyForm } from './new-passkey-form';
import { PasskeyList } from './passkey-list';
import { RecoveryCodes } from './recovery-codes';

// The QR code library comes with the set-up, not with the account page.
const TotpSetup = lazy(async () => ({ default: (await import('./totp-setup')).TotpSetup }));

type Confirming = { kind: 'regenerate' } | { kind: 'turnOff' } | { kind: 'removePasskey'; passkey: Passkey };

/**
 * The account's sign-in security (issue 35): whether two-factor sign-in is on, the authenticator
 * app (set up with a QR code), the recovery codes (shown once, made anew), the passkeys, and
 * turning it all off. Actions that want a fresh check get it from the re-check dialog.
 */
export function SecuritySection() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const { hash } = useLocation();
  const loaded = status.data !== undefined;
  // Sent here from elsewhere (a company that requires it): once the section has its content, show it.
  useEffect(() => {
    if (hash === '#security' && loaded) document.getElementById('security')?.scrollIntoView({ block: 'center' });
  }, [hash, loaded]);
  return (
    <SectionCard icon={<IconShieldLock size={20} />} title={t('twoFactor.security.title')} description={t('twoFactor.security.description')} anchorId="security">
      {status.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('twoFactor.security.loadFailed')}>
          <Button size="xs" variant="default" mt="xs" onClick={() => void status.refetch()}>
            {t('twoFactor.security.retry')}
          </Button>
        </Alert>
      ) : status.data ? (
        <SecuritySettings status={status.data} now={status.dataUpdatedAt} />
      ) : (
        <Stack gap="sm" aria-busy aria-label={t('common.loading')}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      )}
    </SectionCard>
  );
}

function SecuritySettings({ status, now }: { status: TwoFactorStatus; now: number }) {
  const { t } = useTranslation();
  const begin = useBeginTotpSetup();
  const regenerate = useRegenerateRecoveryCodes();
  const turnOff = useDisableTwoFactor();
  const remove = useRemovePasskey();
  const confirm = useAppDialog('security-confirm');
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  // Shown once: kept here until "I have saved them", whatever the status query does meanwhile.
  const [codes, setCodes] = useState<string[] | null>(null);

  const ask = (next: Confirming) => {
    setConfirming(next);
    confirm.open();
  };
  const toast = (message: string) => notifications.show({ color: 'teal', message, autoClose: TIMING.toastMs, closeButtonProps: { 'aria-label': t('common.close') } });
  const act = () => {
    if (!confirming) return;
    if (confirming.kind === 'regenerate') regenerate.mutate(undefined, { onSuccess: (answer) => (confirm.close(), setCodes(answer.recoveryCodes)) });
    if (confirming.kind === 'turnOff') turnOff.mutate(undefined, { onSuccess: () => (confirm.close(), setCodes(null), toast(t('twoFactor.security.turnedOff'))) });
    if (confirming.kind === 'removePasskey') remove.mutate(confirming.passkey.id, { onSuccess: confirm.close });
  };
  const dialogText = {
    regenerate: [t('twoFactor.security.recoveryRegenerateTitle'), t('twoFactor.security.recoveryRegenerateBody'), t('twoFactor.security.recoveryRegenerate')],
    turnOff: [t('twoFactor.security.turnOffTitle'), t('twoFactor.security.turnOffBody'), t('twoFactor.security.turnOffConfirm')],
    removePasskey: [t('twoFactor.security.passkeyRemoveTitle'), t('twoFactor.security.passkeyRemoveBody', { name: confirming?.kind === 'removePasskey' ? confirming.passkey.name : '' }), t('twoFactor.security.passkeyRemove')],
  }[confirming?.kind ?? 'turnOff'];

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge color={status.enabled ? 'teal' : 'gray'} variant="light" size="lg" tt="none">
            {status.enabled ? t('twoFactor.security.on') : t('twoFactor.security.off')}
          </Badge>
        </Group>
        {status.enabled ? null : (
          <Text fz="sm" c="dimmed">
            {t('twoFactor.security.offHint')}
          </Text>
        )}
        {status.requiredBy.length > 0 ? (
          <Text fz="sm" c="orange.9" fw={500}>
            {t('twoFactor.security.requiredBy', { companies: status.requiredBy.map((company) => company.displayName).join(', ') })}
          </Text>
        ) : null}
      </Stack>
      {codes ? <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} /> : null}

      <Divider />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={3} fz="sm">
            {t('twoFactor.security.app')}
          </Title>
          <Badge size="sm" variant="light" color={status.totp ? 'teal' : 'gray'} tt="none">
            {status.totp ? t('twoFactor.security.appOn') : t('twoFactor.security.appOff')}
          </Badge>
        </Group>
        {setup ? null : (
          <Button size="xs" variant={status.totp ? 'default' : 'filled'} loading={begin.isPending} onClick={() => begin.mutate(undefined, { onSuccess: setSetup })}>
            {status.totp ? t('twoFactor.security.appReplace') : t('twoFactor.security.appSetUp')}
          </Button>
        )}
      </Group>
      {setup ? (
        <Suspense fallback={<Skeleton height={320} radius="md" />}>
          <TotpSetup
            secret={setup.secret}
            uri={setup.uri}
            onCancel={() => setSetup(null)}
            onDone={(recoveryCodes) => {
              setSetup(null);
              // The first time, the recovery codes say it is on; a replaced app says so in a toast.
              if (recoveryCodes) setCodes(recoveryCodes);
              else toast(t('twoFactor.security.turnedOn'));
            }}
          />
        </Suspense>
      ) : null}

      {status.enabled ? (
        <>
          <Divider />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="wrap">
              <Title order={3} fz="sm">
                {t('twoFactor.security.recoveryCodes')}
              </Title>
              <Text fz="sm" c="dimmed">
                {t('twoFactor.security.recoveryLeft', { count: status.recoveryCodesLeft })}
              </Text>
            </Group>
            <Button size="xs" variant="default" onClick={() => ask({ kind: 'regenerate' })}>
              {t('twoFactor.security.recoveryRegenerate')}
            </Button>
          </Group>
        </>
      ) : null}

      <Divider />
      <Stack gap="xs">
        <Title order={3} fz="sm">
          {t('twoFactor.security.passkeys')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('twoFactor.security.passkeysHint')}
        </Text>
        <PasskeyList passkeys={status.passkeys} now={now} onRemove={(passkey) => ask({ kind: 'removePasskey', passkey })} />
        <NewPasskeyForm onRecoveryCodes={setCodes} />
      </Stack>

      {status.enabled ? (
        <>
          <Divider />
          <Button variant="outline" color="red" style={{ alignSelf: 'flex-start' }} onClick={() => ask({ kind: 'turnOff' })}>
            {t('twoFactor.security.turnOff')}
          </Button>
        </>
      ) : null}

      <ConfirmDialog
        opened={confirm.opened}
        onClose={confirm.close}
        title={dialogText[0] ?? ''}
        body={dialogText[1] ?? ''}
        confirmLabel={dialogText[2] ?? ''}
        busy={regenerate.isPending || turnOff.isPending || remove.isPending}
        onConfirm={act}
      />
    </Stack>
  );
}
