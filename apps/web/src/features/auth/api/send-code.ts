import { sendCode } from '@signet/contracts';
import type { OperationInput } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';

export type SendCodeBody = NonNullable<OperationInput<typeof sendCode>['body']>;

/** E-mails a one-time code. Silent: the form shows 429 and other failures itself. */
export function useSendCode() {
  return useMutation({
    mutationFn: (body: SendCodeBody) => callOperation(sendCode, { body }, { silent: true }),
  });
}
