import { listDocuments } from '@signet/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { documentQueryKeys } from './document-query-keys';

const PAGE_SIZE = 30;

/** The signed-in user's documents, newest first, a page at a time (cursor = last id). */
export function useDocumentsList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: documentQueryKeys.list,
    queryFn: ({ pageParam, signal }) =>
      callOperation(listDocuments, { query: { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } }, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}
