import { listAgreements } from '@signet/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { listQueryOf } from '../lib/list-state';
import type { ListState } from '../lib/list-state';
import { agreementKeys } from '../../../lib/agreements/agreement-keys';

export const AGREEMENTS_PAGE_SIZE = 20;

/** One folder of the index, a page at a time (keyset: the server's nextCursor). */
export function useAgreementsList(state: ListState, enabled = true) {
  return useInfiniteQuery({
    queryKey: agreementKeys.list(state),
    queryFn: ({ pageParam, signal }) =>
      callOperation(
        listAgreements,
        { query: { ...listQueryOf(state), limit: AGREEMENTS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        // The page shows its own error state with a retry; no toast on top.
        { signal, silent: true },
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
    // While a new search or order loads in the same folder, keep its rows (dimmed) instead of flashing skeletons.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === state.box ? previous : undefined),
  });
}
