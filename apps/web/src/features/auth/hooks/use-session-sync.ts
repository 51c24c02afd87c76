import { usePlanDetail } from '../api/get-sign-plan-detail';
import { useUserInfo } from '../api/get-user-info';

/**
 * Keeps the session store filled while signed in: the user (restored from a stored
 * token at start-up) and the plan detail (after each login).
 */
export function useSessionSync() {
  useUserInfo();
  usePlanDetail();
}
