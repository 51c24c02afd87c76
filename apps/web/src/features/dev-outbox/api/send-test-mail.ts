import { sendTestMail } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { outboxQueryKey } from './list-outbox';

/** Queues a test e-mail; the outbox list refreshes as the job worker delivers it. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => callOperation(sendTestMail, { body: { to } }),
    onSuccess: async () => {
      // The worker usually delivers within a poll interval; refresh now and once more shortly after.
      await queryClient.invalidateQueries({ queryKey: outboxQueryKey });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: outboxQueryKey }), 1000);
    },
  });
}
