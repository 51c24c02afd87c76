import { listOutbox } from '@signet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';

export const outboxQueryKey = ['dev', 'outbox'] as const;

export function useOutboxList(to: string, enabled: boolean) {
  const recipient = to.trim();
  return useQuery({
    queryKey: [...outboxQueryKey, 'list', recipient],
    queryFn: () => callOperation(listOutbox, { query: { limit: 100, ...(recipient ? { to: recipient } : {}) } }, { silent: true }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
