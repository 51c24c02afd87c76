import { TIMING, checkDevices } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';
import { useSessionStore } from '../../../lib/state/session-store';

/**
 * Spec 4 and 7: while a token exists, ask every 6 s whether this device may stay
 * signed in. Errors are silent; a 2008 or 2010 reaches the kick-out through the API
 * client, as it does from any other call.
 */
export function useCheckDevices() {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({
    queryKey: accountQueryKeys.deviceCheck,
    queryFn: () => callOperation(checkDevices, {}, { silent: true }),
    enabled: signedIn,
    refetchInterval: TIMING.deviceCheckIntervalMs,
    // A tab in the background is still a device online; it must hear the kick-out too.
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
