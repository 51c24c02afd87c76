import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey, QueryStatus } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The status of a query another part of the app owns (observes and fetches), read
 * from the cache without becoming a second fetcher; `refetch` asks the owner again.
 */
export function useQueryStatus(queryKey: QueryKey): { status: QueryStatus | 'idle'; refetch: () => void } {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const status = useSyncExternalStore(subscribe, () => queryClient.getQueryState(queryKey)?.status ?? 'idle');
  const refetch = useCallback(() => void queryClient.refetchQueries({ queryKey }), [queryClient, queryKey]);
  return { status, refetch };
}
