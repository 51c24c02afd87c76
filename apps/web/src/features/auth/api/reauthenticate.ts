import { beginReauthPasskey, reauthenticate } from '@signet/contracts';
import type { OperationInput } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { twoFactorQueryKey } from '../../../lib/api/two-factor-status';

export type ReauthBody = NonNullable<OperationInput<typeof reauthenticate>['body']>;

/** Confirms it is the person (password, e-mailed code or second factor) before a sensitive action. */
export function useReauthenticate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReauthBody) => callOperation(reauthenticate, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

/** The passkey options of a re-check: the person's own passkeys. */
export async function reauthPasskeyOptions(): Promise<Record<string, unknown>> {
  return (await callOperation(beginReauthPasskey, {}, { silent: true })).options;
}
