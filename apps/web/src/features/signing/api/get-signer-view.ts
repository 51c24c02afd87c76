import { getSignerView } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { signerCallOptions, signerViewKey } from './signer-call-options';

/** The signer's view; errors are silent because the page routes them to the error page. */
export function useSignerView(flowSignerId: string) {
  return useQuery({
    queryKey: signerViewKey(flowSignerId),
    queryFn: ({ signal }) => callOperation(getSignerView, { params: { flowSignerId } }, signerCallOptions(flowSignerId, { signal, silent: true })),
    retry: false,
    staleTime: 10_000,
  });
}
