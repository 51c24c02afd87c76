import { listSealRequests } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { sealQueryKeys } from './seal-query-keys';

/** Requests to use a seal: 'decide' the pending ones the user may decide (the inbox), 'mine' the user's own. */
export function useSealRequests(companyId: bigint, box: 'decide' | 'mine') {
  return useQuery({
    queryKey: sealQueryKeys.requests(companyId, box),
    queryFn: async () => (await callOperation(listSealRequests, { params: { companyId }, query: { box } }, { silent: true })).list,
  });
}
