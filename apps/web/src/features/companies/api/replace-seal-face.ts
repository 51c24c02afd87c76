import { replaceSealFace } from '@signet/contracts';
import type { SealFaceBody } from '../lib/seal-face-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { sealQueryKeys } from './seal-query-keys';

/** Gives a seal a new face, its next version; the list (with the new version) and the log are read again. */
export function useReplaceSealFace(companyId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sealId: bigint; face: SealFaceBody }) => callOperation(replaceSealFace, { params: { companyId, sealId: input.sealId }, body: { face: input.face } }, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sealQueryKeys.all(companyId) }),
  });
}
