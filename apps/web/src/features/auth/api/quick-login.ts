import { quickLogin } from '@signet/contracts';
import type { OperationInput } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { beginSession } from '../lib/session-lifecycle';
import { signInDevice } from '../lib/sign-in-device';

export type QuickLoginBody = NonNullable<OperationInput<typeof quickLogin>['body']>;

/** Signs in (or signs up) with an e-mailed code; a 2002 is shown under the code. Silent: errors are shown inline. */
export function useQuickLogin() {
  return useMutation({
    mutationFn: (body: QuickLoginBody) => callOperation(quickLogin, { body: { ...body, ...signInDevice() } }, { silent: true }),
    onSuccess: beginSession,
  });
}
