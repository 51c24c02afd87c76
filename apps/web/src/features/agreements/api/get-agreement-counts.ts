import { getAgreementCounts } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { agreementKeys } from '../../../lib/agreements/agreement-keys';
import { LIVE_POLL_MS, useRefetchOnVersionChange } from './live-version';

/**
 * The folders' numbers, polled while the page is visible; a new `version` refetches the list. `test`: the
 * test agreements' numbers (issue 38), shown while the list shows them.
 */
export function useAgreementCounts(enabled = true, sentBy = '', test = false) {
  const query = useQuery({
    // Under the counts' key, so whatever refreshes the counts refreshes a sender's too.
    queryKey: [...agreementKeys.counts, sentBy, test],
    queryFn: ({ signal }) =>
      callOperation(getAgreementCounts, { query: { ...(sentBy ? { sentBy: BigInt(sentBy) } : {}), ...(test ? { test: 'true' as const } : {}) } }, { signal, silent: true }),
    enabled,
    staleTime: 0,
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  useRefetchOnVersionChange(query.data?.version, [agreementKeys.lists]);
  return query;
}
