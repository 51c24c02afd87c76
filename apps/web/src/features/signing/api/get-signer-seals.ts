import { getSignerSeals } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { signerCallOptions } from './signer-call-options';

export const signerSealsKey = (flowSignerId: string) => ['signer', flowSignerId, 'seals'] as const;

/** The company seals this recipient may apply, what each still needs, and the seal applied (issue 34). Asked only of a company party. */
export function useSignerSeals(flowSignerId: string) {
  return useQuery({
    queryKey: signerSealsKey(flowSignerId),
    queryFn: ({ signal }) => callOperation(getSignerSeals, { params: { flowSignerId } }, signerCallOptions(flowSignerId, { signal, silent: true })),
    // An approver may decide while the page is open: asked again while a request waits, and when the signer comes back to the tab.
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.choices.some((choice) => choice.request?.status === 'pending') ? 15_000 : false),
    refetchIntervalInBackground: false,
    retry: false,
  });
}
