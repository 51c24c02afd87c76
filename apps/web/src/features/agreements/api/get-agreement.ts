import { getAgreement, getAgreementTimeline, getAgreementVersion } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { agreementKeys } from '../../../lib/agreements/agreement-keys';
import { LIVE_POLL_MS, useRefetchOnVersionChange } from './live-version';

/** One of my agreements. Silent: the page turns 7403 and 404 into pages of their own. */
export function useAgreementDetail(flowId: string) {
  return useQuery({
    queryKey: agreementKeys.detail(flowId),
    queryFn: ({ signal }) => callOperation(getAgreement, { params: { flowId } }, { signal, silent: true }),
    staleTime: 0,
  });
}

export function useAgreementTimeline(flowId: string, enabled: boolean) {
  return useQuery({
    queryKey: agreementKeys.timeline(flowId),
    queryFn: ({ signal }) => callOperation(getAgreementTimeline, { params: { flowId } }, { signal, silent: true }),
    enabled,
    staleTime: 0,
  });
}

/** Polls the agreement's version while the page is visible and refetches it and its timeline when it moves. */
export function useLiveAgreement(flowId: string, enabled: boolean) {
  const query = useQuery({
    queryKey: agreementKeys.version(flowId),
    queryFn: ({ signal }) => callOperation(getAgreementVersion, { params: { flowId } }, { signal, silent: true }),
    enabled,
    staleTime: 0,
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  useRefetchOnVersionChange(query.data?.version, [agreementKeys.detail(flowId), agreementKeys.timeline(flowId)]);
  return query;
}
