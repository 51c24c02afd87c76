import { SIGNER_TOKEN_HEADER, bindSignerInfo } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import type { CallOptions } from '../../../lib/api/create-api-client';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { rememberSignError } from '../lib/sign-error-memory';
import { signerViewKey } from './signer-call-options';

export interface BindInput {
  flowSignerId: string;
  flowNoticeViewId: string;
  token: string;
  accessCode?: string;
  /** The 6-digit code sent by e-mail or SMS (issue 35). */
  verificationCode?: string;
}

/**
 * The bind's options: silent, its refusal remembered, and this tab's live signer session for the
 * recipient, if any, as `x-signer-token`: a browser that proved who it is this session opens the
 * link again without a new code (issue 35).
 */
export function bindCallOptions(flowSignerId: string): CallOptions {
  const session = signerSessions.get(flowSignerId);
  return { silent: true, onError: rememberSignError(flowSignerId), ...(session ? { headers: { [SIGNER_TOKEN_HEADER]: session.token } } : {}) };
}

/**
 * Opens an e-mailed link and keeps the signer token for this tab, and the signer's view the answer
 * carries, so the page it leads to shows the document without asking again. Errors are the caller's to show.
 */
export function useBindSignerInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ flowSignerId, flowNoticeViewId, token, accessCode, verificationCode }: BindInput) => {
      const body = { token, accessCode: accessCode || undefined, verificationCode: verificationCode || undefined };
      const result = await callOperation(bindSignerInfo, { params: { flowSignerId, flowNoticeViewId }, body }, bindCallOptions(flowSignerId));
      signerSessions.set(flowSignerId, { token: result.signerToken, expiresAt: result.expiresAt });
      queryClient.setQueryData(signerViewKey(flowSignerId), result.view);
      return result;
    },
  });
}
