import { listOutboxSms } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { outboxQueryKey } from './list-outbox';

/** The newest text messages; the page filters them by number as you type. */
export function useOutboxSmsList(enabled: boolean) {
  return useQuery({
    queryKey: [...outboxQueryKey, 'sms'],
    queryFn: () => callOperation(listOutboxSms, { query: { limit: 200 } }, { silent: true }),
    enabled,
    staleTime: 0,
  });
}
