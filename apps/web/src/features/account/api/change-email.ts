import { changeEmail } from '@signet/contracts';
import type { OperationInput } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { useStoreUserInfo } from './update-profile';

export type ChangeEmailBody = NonNullable<OperationInput<typeof changeEmail>['body']>;

/** Moves the account to the new e-mail proven by its code; 2003 and 2002 show inline. */
export function useChangeEmail() {
  const storeUserInfo = useStoreUserInfo();
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => callOperation(changeEmail, { body }, { silent: true }),
    onSuccess: storeUserInfo,
  });
}
