import { changePassword } from '@signet/contracts';
import type { OperationInput } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';

export type ChangePasswordBody = NonNullable<OperationInput<typeof changePassword>['body']>;

/** Changes the password; the server signs out every other device, so the device list changes. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => callOperation(changePassword, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions }),
  });
}
