import { exportSealLog, listSealLog } from '@signet/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { fileRequest } from '../../../lib/api/file-request';
import { downloadFile } from '../../../lib/download/download-file';
import { sealQueryKeys } from './seal-query-keys';

/** The seal log, newest first, a page at a time, with the check of its hash chain (owner and admins). */
export function useSealLog(companyId: bigint) {
  return useInfiniteQuery({
    queryKey: sealQueryKeys.log(companyId),
    queryFn: ({ pageParam }) => callOperation(listSealLog, { params: { companyId }, query: { limit: 30, ...(pageParam === null ? {} : { before: pageParam }) } }, { silent: true }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.more ? (page.list.at(-1)?.seq ?? null) : null),
  });
}

/** Saves the whole log as JSON Lines, oldest first, with every entry's hashes. */
export function downloadSealLog(company: { id: bigint; displayName: string }): Promise<void> {
  const { url, headers } = fileRequest(exportSealLog, { params: { companyId: company.id } });
  return downloadFile(url, `${company.displayName} - seal log.jsonl`, { headers });
}
