import { getSignerView, type SignerView } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { signerCallOptions, signerViewKey } from './signer-call-options';

/**
 * The signer's view; errors are silent because the page routes them to the error page.
 * `pollMs` refetches while the tab is visible, until the sealed copy exists (the finish page waits for it).
 */
export function useSignerView(flowSignerId: string, pollMs?: number, enabled = true) {
  return useQuery<SignerView>({
    enabled,
    // Polling stops once the sealed copy is there.
    refetchInterval: (query) => (pollMs && !query.state.data?.final ? pollMs : false),
    refetchIntervalInBackground: false,
    queryKey: signerViewKey(flowSignerId),
    queryFn: ({ signal }) => callOperation(getSignerView, { params: { flowSignerId } }, signerCallOptions(flowSignerId, { signal, silent: true })),
    retry: false,
    staleTime: 10_000,
  });
}
