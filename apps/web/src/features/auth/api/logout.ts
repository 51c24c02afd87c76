import { logout } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { endSession } from '../lib/session-lifecycle';

/**
 * Ends this session on the server, then here. The local session ends even when the
 * server cannot be reached: the user asked to leave, and the token expires anyway.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => callOperation(logout, {}, { silent: true }),
    onSettled: endSession,
  });
}
