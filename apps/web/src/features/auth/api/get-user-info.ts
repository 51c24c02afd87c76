import { getUserInfo } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';
import { useSessionStore } from '../../../lib/state/session-store';

async function fetchUserInfo() {
  const token = useSessionStore.getState().token;
  const userInfo = await callOperation(getUserInfo, {}, { silent: true });
  // A sign-out while the call was out must not bring the user back.
  if (useSessionStore.getState().token === token) useSessionStore.getState().setUserInfo(userInfo);
  return userInfo;
}

/**
 * The signed-in user. A login fills the cache directly, so this only calls the
 * server when a stored token is restored at start-up; a 401 there clears the token.
 */
export function useUserInfo() {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({ queryKey: accountQueryKeys.me, queryFn: fetchUserInfo, enabled: signedIn, staleTime: 5 * 60_000 });
}
