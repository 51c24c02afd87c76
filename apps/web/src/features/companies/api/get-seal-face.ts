import { getSealFace } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { fileRequest } from '../../../lib/api/file-request';
import { fetchImage } from '../../../lib/api/fetch-image';
import { sealQueryKeys } from './seal-query-keys';

/**
 * A seal's face as a data URL for an <img>: the face is behind the session, which a plain
 * image link cannot send. Each version is its own file, so a loaded one never changes.
 */
export function useSealFace(companyId: bigint, sealId: bigint, version: number) {
  return useQuery({
    queryKey: sealQueryKeys.face(companyId, sealId, version),
    queryFn: () => fetchImage(fileRequest(getSealFace, { params: { companyId, sealId }, query: { version } })),
    staleTime: Infinity,
  });
}
