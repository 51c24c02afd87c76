import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** How often the pages ask whether anything changed while they are visible. */
export const LIVE_POLL_MS = 5_000;

/**
 * Refetches `targets` when a polled `version` changes (not on the first answer: the
 * targets were just loaded). The poll itself stops while the tab is hidden
 * (refetchIntervalInBackground: false), so a hidden tab costs nothing.
 */
export function useRefetchOnVersionChange(version: string | undefined, targets: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const seen = useRef<string | undefined>(undefined);
  // Callers pass a fresh array each render; its content is what matters.
  const targetsKey = JSON.stringify(targets);
  useEffect(() => {
    if (version === undefined) return;
    if (seen.current !== undefined && seen.current !== version) {
      for (const queryKey of JSON.parse(targetsKey) as QueryKey[]) void queryClient.invalidateQueries({ queryKey });
    }
    seen.current = version;
  }, [version, targetsKey, queryClient]);
}
