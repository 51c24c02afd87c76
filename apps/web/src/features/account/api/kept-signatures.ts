import { deleteKeptSignature, getKeptSignatures, saveKeptSignature } from '@signet/contracts';
import type { KeptSignatureKind, KeptSignatures } from '@signet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';

/** Under `account`, so signing out drops the images with the rest of the account's data. */
export const keptSignaturesKey = ['account', 'kept-signatures'] as const;

export function useKeptSignatures() {
  return useQuery({ queryKey: keptSignaturesKey, queryFn: ({ signal }) => callOperation(getKeptSignatures, {}, { signal, silent: true }) });
}

/** Keeps or replaces one kind; the answer (both kinds) replaces the cached one. */
export function useSaveKeptSignature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: KeptSignatureKind; image: string; madeBy: 'draw' | 'type' | 'upload' }) =>
      callOperation(saveKeptSignature, { params: { kind: input.kind }, body: { image: input.image, madeBy: input.madeBy } }),
    onSuccess: (kept: KeptSignatures) => client.setQueryData(keptSignaturesKey, kept),
  });
}

export function useDeleteKeptSignature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: KeptSignatureKind) => callOperation(deleteKeptSignature, { params: { kind } }),
    onSuccess: (kept: KeptSignatures) => client.setQueryData(keptSignaturesKey, kept),
  });
}
