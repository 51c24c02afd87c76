import { getSignPlanDetail } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';
import { useSessionStore } from '../../../lib/state/session-store';

async function fetchPlanDetail() {
  const token = useSessionStore.getState().token;
  const planDetail = await callOperation(getSignPlanDetail, {}, { silent: true });
  if (useSessionStore.getState().token === token) useSessionStore.getState().setSession({ planDetail });
  return planDetail;
}

/**
 * Spec 4 and 7: the plan detail, fetched after each login and stored as planDetail.
 * One query key means concurrent callers share one request (never two at once);
 * a login drops the cached copy (see beginSession), so the next login fetches again.
 */
export function usePlanDetail() {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({ queryKey: accountQueryKeys.plan, queryFn: fetchPlanDetail, enabled: signedIn, staleTime: 60_000 });
}
