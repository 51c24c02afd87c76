import { setSealSettings } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { sealQueryKeys } from './seal-query-keys';

/** Whether every use of the official seal needs an approval (owner and admins); the seals show the rule again. */
export function useSetSealSettings(companyId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (officialNeedsApproval: boolean) => callOperation(setSealSettings, { params: { companyId }, body: { officialNeedsApproval } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sealQueryKeys.all(companyId) }),
  });
}
