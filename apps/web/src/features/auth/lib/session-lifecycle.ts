import type { LoginResult } from '@signet/contracts';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/state/session-store';

/**
 * Login success (spec 4): the new token, uid and user are stored, and the previous
 * account's cached data is dropped so the plan (and the rest) is fetched afresh
 * for this login. The device check starts because the token is now non-empty.
 */
export function beginSession(login: LoginResult) {
  queryClient.removeQueries({ queryKey: accountQueryKeys.all });
  useSessionStore.getState().startSession(login);
  queryClient.setQueryData(accountQueryKeys.me, login.userInfo);
}

/** Logout or kick-out: the session is cleared and no account data stays in the cache. */
export function endSession() {
  useSessionStore.getState().clearSession();
  forgetAccountData();
}

export function forgetAccountData() {
  void queryClient.cancelQueries({ queryKey: accountQueryKeys.all });
  queryClient.removeQueries({ queryKey: accountQueryKeys.all });
}
