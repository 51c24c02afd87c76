import { CONSENT_VERSION, declineAgreement, ErrorCode, recordSignerConsent, recordSignerViewed, submitSignature } from '@signet/contracts';
import type { SignerView } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callOperation } from '../../../lib/api/app-client';
import type { SubmittedField } from '../lib/field-values';
import { postEmbedEvent, type EmbedEventType } from '../lib/embedded';
import { signerCallOptions, signerViewKey } from './signer-call-options';

/**
 * Each signer call answers the fresh view; it replaces the cached one. A 7412 (another member
 * of the any-one-of group acted first) makes the cached view stale: it is dropped, so the page
 * the signer is sent to loads the one that says who acted.
 */
function useViewMutation<I>(flowSignerId: string, call: (input: I) => Promise<SignerView>, done?: EmbedEventType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => {
      client.setQueryData(signerViewKey(flowSignerId), view);
      // An embedded signing frame tells its parent (issue 18).
      if (done) postEmbedEvent(done);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.GroupActedAlready) void client.resetQueries({ queryKey: signerViewKey(flowSignerId) });
    },
  });
}

export function useRecordConsent(flowSignerId: string) {
  return useViewMutation(flowSignerId, () =>
    callOperation(recordSignerConsent, { params: { flowSignerId }, body: { version: CONSENT_VERSION } }, signerCallOptions(flowSignerId, { silent: true })),
  );
}

/** Silent: the sign page shows the error in place or sends the signer to the error page. */
export function useSubmitSignature(flowSignerId: string) {
  return useViewMutation(flowSignerId, (fields: SubmittedField[]) =>
    callOperation(submitSignature, { params: { flowSignerId }, body: { fields } }, signerCallOptions(flowSignerId, { silent: true })),
    'signed',
  );
}

export function useDeclineAgreement(flowSignerId: string) {
  return useViewMutation(flowSignerId, (reason: string) =>
    callOperation(declineAgreement, { params: { flowSignerId }, body: { reason } }, signerCallOptions(flowSignerId, { silent: true })),
    'declined',
  );
}

/** Recording a viewing is best effort: no toast when it fails. */
export function useRecordViewed(flowSignerId: string) {
  return useViewMutation(flowSignerId, (_: void) =>
    callOperation(recordSignerViewed, { params: { flowSignerId } }, signerCallOptions(flowSignerId, { silent: true })),
  );
}
