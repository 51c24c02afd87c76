import { revokeSealGrant } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { sealQueryKeys } from './seal-query-keys';

/** Ends a grant at once. */
export function useRevokeSealGrant(companyId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grantId: bigint) => callOperation(revokeSealGrant, { params: { companyId, grantId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sealQueryKeys.all(companyId) }),
  });
}
