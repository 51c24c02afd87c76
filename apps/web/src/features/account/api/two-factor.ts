import { addPasskey, beginPasskeyRegistration, beginTotpSetup, confirmTotpSetup, disableTwoFactor, regenerateRecoveryCodes, removePasskey } from '@signet/contracts';
import type { TwoFactorStatus } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { twoFactorQueryKey } from '../../../lib/api/two-factor-status';
import { passkeyRegistration } from '../../../lib/passkeys/passkey-ceremony';

/** Every change answers the new status, or changes it: the section shows it at once. */
function useStatusWriter() {
  const queryClient = useQueryClient();
  return {
    set: (status: TwoFactorStatus) => queryClient.setQueryData(twoFactorQueryKey, status),
    refresh: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  };
}

/** A new authenticator secret (text and otpauth URI); nothing changes until it is confirmed. */
export function useBeginTotpSetup() {
  return useMutation({ mutationFn: () => callOperation(beginTotpSetup, {}, { silent: true }) });
}

/** Confirms the app with its code: two-factor sign-in is on; the first time, the answer holds the recovery codes. */
export function useConfirmTotpSetup() {
  const status = useStatusWriter();
  return useMutation({
    mutationFn: (code: string) => callOperation(confirmTotpSetup, { body: { code } }, { silent: true }),
    onSuccess: (answer) => status.set(answer.status),
  });
}

export function useRegenerateRecoveryCodes() {
  const status = useStatusWriter();
  return useMutation({
    mutationFn: () => callOperation(regenerateRecoveryCodes, {}, { silent: true }),
    onSuccess: status.refresh,
  });
}

export function useDisableTwoFactor() {
  const status = useStatusWriter();
  return useMutation({
    mutationFn: () => callOperation(disableTwoFactor, {}, { silent: true }),
    onSuccess: status.refresh,
  });
}

/** Registers a passkey: the server's options, the browser's ceremony, the server's check. */
export function useAddPasskey() {
  const status = useStatusWriter();
  return useMutation({
    mutationFn: async (name: string) => {
      const { options } = await callOperation(beginPasskeyRegistration, {}, { silent: true });
      const registration = await passkeyRegistration(options);
      return callOperation(addPasskey, { body: { name, registration } }, { silent: true });
    },
    onSuccess: (answer) => status.set(answer.status),
  });
}

export function useRemovePasskey() {
  const status = useStatusWriter();
  return useMutation({
    mutationFn: (passkeyId: bigint) => callOperation(removePasskey, { params: { passkeyId } }, { silent: true }),
    onSuccess: status.refresh,
  });
}
