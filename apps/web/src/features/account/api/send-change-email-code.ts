import { sendCode } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';

/** Sends a code to the new address (purpose change_email). Silent: 429 shows in the form. */
export function useSendChangeEmailCode() {
  return useMutation({
    mutationFn: (email: string) => callOperation(sendCode, { body: { email, purpose: 'change_email' } }, { silent: true }),
  });
}
