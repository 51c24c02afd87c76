import { SIGNER_TOKEN_HEADER } from '@signet/contracts';
import type { CallOptions } from '../../../lib/api/create-api-client';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { rememberSignError } from '../lib/sign-error-memory';

/**
 * The signer token of this tab for a call; without one the call goes with the
 * sender's own x-token (their "Just need my signature" agreement). A refusal is
 * remembered for the error page, which explains it.
 */
export function signerCallOptions(flowSignerId: string, options: CallOptions = {}): CallOptions {
  const session = signerSessions.get(flowSignerId);
  const remember = rememberSignError(flowSignerId);
  const onError: CallOptions['onError'] = (error) => {
    remember(error);
    options.onError?.(error);
  };
  return session ? { ...options, onError, headers: { ...options.headers, [SIGNER_TOKEN_HEADER]: session.token } } : { ...options, onError };
}

export const signerViewKey = (flowSignerId: string) => ['signer', flowSignerId, 'view'] as const;
