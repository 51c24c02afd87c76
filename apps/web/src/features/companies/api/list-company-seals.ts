import { listCompanySeals } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { sealQueryKeys } from './seal-query-keys';

/** The company's seals (all of them for owner and admins, the granted ones for a member) and its official-seal rule. */
export function useCompanySeals(companyId: bigint) {
  return useQuery({
    queryKey: sealQueryKeys.list(companyId),
    queryFn: () => callOperation(listCompanySeals, { params: { companyId } }, { silent: true }),
  });
}
