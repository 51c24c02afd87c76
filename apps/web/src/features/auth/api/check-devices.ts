import { TIMING, checkDevices } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { isApiError } from '../../../lib/api/api-error';
import { callOperation } from '../../../lib/api/app-client';
import { useSessionStore } from '../../../lib/state/session-store';

/**
 * Spec 4 and 7: while a token exists, ask every 6 s whether this device may stay
 * signed in. Errors are silent; `onFailureCode` decides what a failure means.
 */
export function useCheckDevices(onFailureCode: (code: number) => void) {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({
    queryKey: accountQueryKeys.deviceCheck,
    queryFn: async () => {
      try {
        return await callOperation(checkDevices, {}, { silent: true });
      } catch (error) {
        if (isApiError(error)) onFailureCode(error.code);
        throw error;
      }
    },
    enabled: signedIn,
    refetchInterval: TIMING.deviceCheckIntervalMs,
    // A tab in the background is still a device online; it must hear the kick-out too.
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
