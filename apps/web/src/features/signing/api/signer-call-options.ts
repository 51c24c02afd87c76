import { SIGNER_TOKEN_HEADER } from '@signet/contracts';
import type { CallOptions } from '../../../lib/api/create-api-client';
import { signerSessions } from '../../../lib/state/signer-sessions';

/**
 * The signer token of this tab for a call; without one the call goes with the
 * sender's own x-token (their "Just need my signature" agreement).
 */
export function signerCallOptions(flowSignerId: string, options: CallOptions = {}): CallOptions {
  const session = signerSessions.get(flowSignerId);
  return session ? { ...options, headers: { ...options.headers, [SIGNER_TOKEN_HEADER]: session.token } } : options;
}

export const signerViewKey = (flowSignerId: string) => ['signer', flowSignerId, 'view'] as const;
