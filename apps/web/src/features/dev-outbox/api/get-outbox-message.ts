import { getOutboxMessage } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { outboxQueryKey } from './list-outbox';

export function useOutboxMessage(messageId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...outboxQueryKey, 'message', messageId],
    queryFn: () => callOperation(getOutboxMessage, { params: { messageId } }, { silent: true }),
    enabled: enabled && /^\d+$/.test(messageId),
  });
}
