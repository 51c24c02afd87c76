import { listSessions } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';
import { useSessionStore } from '../../../lib/state/session-store';

/** This account's signed-in devices, this one first. The section shows its own error state. */
export function useSessions() {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({
    queryKey: accountQueryKeys.sessions,
    queryFn: async () => {
      const { sessions } = await callOperation(listSessions, {}, { silent: true });
      return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
    },
    enabled: signedIn,
    staleTime: 10_000,
  });
}
