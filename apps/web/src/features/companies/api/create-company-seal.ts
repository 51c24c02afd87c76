import { createCompanySeal, type SealKind } from '@signet/contracts';
import type { SealFaceBody } from '../lib/seal-face-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { sealQueryKeys } from './seal-query-keys';

/** Makes a seal (owner and admins); the list and the log are read again. */
export function useCreateCompanySeal(companyId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: SealKind; name: string; face: SealFaceBody }) => callOperation(createCompanySeal, { params: { companyId }, body }, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sealQueryKeys.all(companyId) }),
  });
}
