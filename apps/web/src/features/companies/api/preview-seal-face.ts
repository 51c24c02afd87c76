import { previewSealFace } from '@signet/contracts';
import type { SealFaceBody } from '../lib/seal-face-values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { sealQueryKeys } from './seal-query-keys';

/**
 * The face the server would draw from `face`, without saving it: the generated SVG, or the
 * uploaded picture with its paper made transparent. `face` is null while the form cannot be
 * drawn yet (no company name, no picture); the last preview stays while the next one is drawn.
 */
export function useSealFacePreview(companyId: bigint, face: SealFaceBody | null) {
  return useQuery({
    queryKey: sealQueryKeys.preview(companyId, face),
    queryFn: () => callOperation(previewSealFace, { params: { companyId }, body: { face: face as SealFaceBody } }, { silent: true }),
    enabled: face !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
