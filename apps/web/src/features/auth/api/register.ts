import { register } from '@signet/contracts';
import type { OperationInput } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { beginSession } from '../lib/session-lifecycle';
import { signInDevice } from '../lib/sign-in-device';

export type RegisterBody = NonNullable<OperationInput<typeof register>['body']>;

/** Creates the account from the e-mailed code and signs in. Silent: errors are shown inline. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => callOperation(register, { body: { ...body, ...signInDevice() } }, { silent: true }),
    onSuccess: beginSession,
  });
}
