import { getAppliedSealFace, getSignerSealFace } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchImage } from '../../../lib/api/fetch-image';
import { fileRequest } from '../../../lib/api/file-request';

/** A seal's face for the signer's picker, fetched with the signer token. */
export function useSignerSealFace(flowSignerId: string, sealId: bigint) {
  return useQuery({
    queryKey: ['signer', flowSignerId, 'seal-face', String(sealId)],
    queryFn: () => fetchImage(fileRequest(getSignerSealFace, { params: { flowSignerId, sealId } })),
    staleTime: Infinity,
    retry: false,
  });
}

/** The face this recipient applied; `faceSha256` names the file, so a new one is fetched anew. */
export function useAppliedSealFace(flowSignerId: string, faceSha256: string | null) {
  return useQuery({
    queryKey: ['signer', flowSignerId, 'applied-seal', faceSha256],
    queryFn: () => fetchImage(fileRequest(getAppliedSealFace, { params: { flowSignerId } })),
    enabled: faceSha256 !== null,
    staleTime: Infinity,
    retry: false,
  });
}
