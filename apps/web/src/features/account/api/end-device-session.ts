import { endDeviceSession } from '@signet/contracts';
import type { Id } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';

/** Signs out another device of this account; it hears 2010 at its next device check. */
export function useEndDeviceSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: Id) => callOperation(endDeviceSession, { params: { sessionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions }),
  });
}
