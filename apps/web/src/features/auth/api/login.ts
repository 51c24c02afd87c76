import { login } from '@signet/contracts';
import type { OperationInput } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { beginSession } from '../lib/session-lifecycle';
import { signInDevice } from '../lib/sign-in-device';

export type LoginBody = NonNullable<OperationInput<typeof login>['body']>;

/** Signs in with e-mail and password; a 2001 is shown under the password. Silent: errors are shown inline. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => callOperation(login, { body: { ...body, ...signInDevice() } }, { silent: true }),
    onSuccess: beginSession,
  });
}
