import { getTwoFactorStatus } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../state/session-store';
import { callOperation } from './app-client';

/** Under `account`, so signing out forgets it with the rest. */
export const twoFactorQueryKey = ['account', 'two-factor'] as const;

/**
 * The account's two-factor state (methods, passkeys, recovery codes left, whether it has a
 * password): read by the security section and by the re-check dialog to know what to ask for.
 */
export function useTwoFactorStatus(enabled = true) {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({
    queryKey: twoFactorQueryKey,
    queryFn: () => callOperation(getTwoFactorStatus, {}, { silent: true }),
    enabled: signedIn && enabled,
  });
}
