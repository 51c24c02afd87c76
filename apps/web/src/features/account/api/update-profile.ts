import { updateProfile } from '@signet/contracts';
import type { OperationInput, UserInfo } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';
import { useSessionStore } from '../../../lib/state/session-store';

export type UpdateProfileBody = NonNullable<OperationInput<typeof updateProfile>['body']>;

/** The user as the server now has it, in the store (header widget) and the cache. */
export function useStoreUserInfo() {
  const queryClient = useQueryClient();
  return (userInfo: UserInfo) => {
    useSessionStore.getState().setUserInfo(userInfo);
    queryClient.setQueryData(accountQueryKeys.me, userInfo);
  };
}

/** Changes the name or the language. */
export function useUpdateProfile({ silent = true }: { silent?: boolean } = {}) {
  const storeUserInfo = useStoreUserInfo();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => callOperation(updateProfile, { body }, { silent }),
    onSuccess: storeUserInfo,
  });
}
