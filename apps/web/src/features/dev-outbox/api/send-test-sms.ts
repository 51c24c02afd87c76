import { sendTestSms } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { outboxQueryKey } from './list-outbox';

/** Sends a test text message at once through the server's SMS driver; a refusal shows beside the form, not as a toast. */
export function useSendTestSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => callOperation(sendTestSms, { body: { to } }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...outboxQueryKey, 'sms'] }),
  });
}
