import { setSealStatus, type SealStatus } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { sealQueryKeys } from './seal-query-keys';

/** Suspends, reactivates or revokes a seal (owner and admins). */
export function useSetSealStatus(companyId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sealId: bigint; status: SealStatus }) => callOperation(setSealStatus, { params: { companyId, sealId: input.sealId }, body: { status: input.status } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sealQueryKeys.all(companyId) }),
  });
}
