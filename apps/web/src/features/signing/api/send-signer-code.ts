import { sendSignerCode } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { rememberSignError } from '../lib/sign-error-memory';

export interface SignerLink {
  flowSignerId: string;
  flowNoticeViewId: string;
  /** The link's `t`: the credential until a signer session exists. */
  token: string;
}

/** Sends a verified signer a new 6-digit code (issue 35). Errors are the caller's to show. */
export function useSendSignerCode({ flowSignerId, flowNoticeViewId, token }: SignerLink) {
  return useMutation({
    mutationFn: () => callOperation(sendSignerCode, { params: { flowSignerId, flowNoticeViewId }, body: { token } }, { silent: true, onError: rememberSignError(flowSignerId) }),
  });
}
