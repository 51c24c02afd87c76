import { Alert, Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import type { SecondFactorMethod, TwoFactorStatus } from '@signet/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTwoFactorStatus } from '../../../lib/api/two-factor-status';
import { useAppStore } from '../../../lib/state/app-store';
import { useAppDialog } from '../../../lib/state/dialog-store';
import { reauthPasskeyOptions, useReauthenticate } from '../api/reauthenticate';
import { RecheckEmailCode, RecheckPassword } from './recheck-forms';
import { SecondFactorForm } from './second-factor-form';

export const RECHECK_DIALOG_ID = 'recheck';

/** The second factors the account has, in the order the form offers them. */
export function methodsOf(status: TwoFactorStatus): SecondFactorMethod[] {
  return [
    ...(status.totp ? (['totp'] as const) : []),
    ...(status.recoveryCodesLeft > 0 ? (['recovery_code'] as const) : []),
    ...(status.passkeys.length > 0 ? (['passkey'] as const) : []),
  ];
}

/**
 * "Confirm it is you": a second factor when the account has two-factor sign-in on (or the action
 * wants one, 8412), else the password, else a code e-mailed to the account. `onDone(true)` once
 * the server accepted it; closing it (or a kick-out closing every dialog) is `onDone(false)`.
 */
export function RecheckDialog({ secondFactorOnly, onDone }: { secondFactorOnly: boolean; onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const dialog = useAppDialog(RECHECK_DIALOG_ID);
  const isMobile = useAppStore((state) => state.isMobile);
  const status = useTwoFactorStatus();
  const reauth = useReauthenticate();
  const [shown, setShown] = useState(false);

  useEffect(() => dialog.open(), []); // eslint-disable-line react-hooks/exhaustive-deps
  if (dialog.opened && !shown) setShown(true);
  // Closed from outside (the device-limit kick-out closes every dialog): the action is not confirmed.
  useEffect(() => {
    if (shown && !dialog.opened) onDone(false);
  }, [shown, dialog.opened]); // eslint-disable-line react-hooks/exhaustive-deps

  const confirmed = () => {
    dialog.close();
    onDone(true);
  };
  const send = (body: Parameters<typeof reauth.mutate>[0]) => reauth.mutate(body, { onSuccess: confirmed });
  const data = status.data;
  const mode = !data ? null : secondFactorOnly || data.enabled ? 'secondFactor' : data.hasPassword ? 'password' : 'email';

  return (
    <Modal
      opened={dialog.opened}
      onClose={dialog.close}
      title={t('twoFactor.recheck.title')}
      centered
      fullScreen={isMobile}
      radius={isMobile ? 0 : 'lg'}
      size={440}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 700 } }}
    >
      {status.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('twoFactor.recheck.loadFailed')}>
          <Button size="xs" variant="default" mt="xs" onClick={() => void status.refetch()}>
            {t('twoFactor.recheck.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <Stack gap="sm" aria-busy aria-label={t('common.loading')}>
          <Skeleton height={16} width="80%" />
          <Skeleton height={42} />
          <Skeleton height={42} />
        </Stack>
      ) : mode === 'secondFactor' ? (
        <SecondFactorForm
          methods={methodsOf(data)}
          intro={() => t('twoFactor.recheck.introSecondFactor')}
          onProof={send}
          pending={reauth.isPending}
          error={reauth.error}
          passkeyOptions={reauthPasskeyOptions}
          submitLabel={t('twoFactor.recheck.confirm')}
        />
      ) : mode === 'password' ? (
        <RecheckPassword onPassword={(password) => send({ method: 'password', password })} pending={reauth.isPending} error={reauth.error} />
      ) : (
        <RecheckEmailCode onCode={(code) => send({ method: 'email_code', code })} pending={reauth.isPending} error={reauth.error} />
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="subtle" color="gray" onClick={dialog.close}>
          {t('twoFactor.recheck.cancel')}
        </Button>
      </Group>
    </Modal>
  );
}
