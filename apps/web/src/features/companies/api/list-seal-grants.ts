import { listSealGrants } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { sealQueryKeys } from './seal-query-keys';

/** Who may use or approve a seal (owner and admins); asked only when its grants are opened. */
export function useSealGrants(companyId: bigint, sealId: bigint, enabled: boolean) {
  return useQuery({
    queryKey: sealQueryKeys.grants(companyId, sealId),
    queryFn: async () => (await callOperation(listSealGrants, { params: { companyId, sealId } }, { silent: true })).list,
    enabled,
  });
}
