import { bindSignerInfo } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { rememberSignError } from '../lib/sign-error-memory';

export interface BindInput {
  flowSignerId: string;
  flowNoticeViewId: string;
  token: string;
  accessCode?: string;
}

/** Opens an e-mailed link and keeps the signer token for this tab. Errors are the caller's to show. */
export function useBindSignerInfo() {
  return useMutation({
    mutationFn: async ({ flowSignerId, flowNoticeViewId, token, accessCode }: BindInput) => {
      const result = await callOperation(bindSignerInfo, { params: { flowSignerId, flowNoticeViewId }, body: { token, accessCode: accessCode || undefined } }, { silent: true, onError: rememberSignError(flowSignerId) });
      signerSessions.set(flowSignerId, { token: result.signerToken, expiresAt: result.expiresAt });
      return result;
    },
  });
}
