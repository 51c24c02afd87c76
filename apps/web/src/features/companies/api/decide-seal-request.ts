import { decideSealRequest } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { sealQueryKeys } from './seal-query-keys';

/** Approves or rejects a request (a comment is needed to reject); the inbox and the log are read again. */
export function useDecideSealRequest(companyId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: bigint; approve: boolean; comment: string }) =>
      callOperation(decideSealRequest, { params: { companyId, requestId: input.requestId }, body: { approve: input.approve, comment: input.comment } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sealQueryKeys.all(companyId) }),
  });
}
