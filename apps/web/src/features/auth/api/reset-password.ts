import { resetPassword } from '@signet/contracts';
import type { OperationInput } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { beginSession } from '../lib/session-lifecycle';
import { signInDevice } from '../lib/sign-in-device';

export type ResetPasswordBody = NonNullable<OperationInput<typeof resetPassword>['body']>;

/** Sets a new password from an e-mailed code, then signs in (every other session ends). Silent: errors are shown inline. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => callOperation(resetPassword, { body: { ...body, ...signInDevice() } }, { silent: true }),
    onSuccess: beginSession,
  });
}
