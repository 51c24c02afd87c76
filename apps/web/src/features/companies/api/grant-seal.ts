import { grantSeal, type SealRight } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { sealQueryKeys } from './seal-query-keys';

export interface GrantInput {
  userId: bigint;
  right: SealRight;
  /** The grant's last moment, ISO with offset. */
  validUntil: string;
  templateIds: bigint[] | null;
}

/** Grants a member the use or the approval of a seal; its grants and the log are read again. */
export function useGrantSeal(companyId: bigint, sealId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantInput) => callOperation(grantSeal, { params: { companyId, sealId }, body }, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sealQueryKeys.all(companyId) }),
  });
}
