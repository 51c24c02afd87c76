import { applySeal, requestSealUse, sendSealCode, uploadPartySeal, type SignerSeals } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { signerSealsKey } from './get-signer-seals';
import { signerCallOptions } from './signer-call-options';

/** Each of these answers the signer's seals afresh: the answer replaces the cached ones. */
function useSealsMutation<I>(flowSignerId: string, call: (input: I) => Promise<SignerSeals>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (seals) => client.setQueryData(signerSealsKey(flowSignerId), seals) });
}

/** Asks the company's approvers to let the signer use a seal on this agreement. */
export const useRequestSealUse = (flowSignerId: string) =>
  useSealsMutation(flowSignerId, (input: { sealId: bigint; reason: string }) =>
    callOperation(requestSealUse, { params: { flowSignerId, sealId: input.sealId }, body: { reason: input.reason } }, signerCallOptions(flowSignerId, { silent: true })),
  );

/** Applies the seal, confirmed by the code the signer was mailed. */
export const useApplySeal = (flowSignerId: string) =>
  useSealsMutation(flowSignerId, (input: { sealId: bigint; code: string }) =>
    callOperation(applySeal, { params: { flowSignerId, sealId: input.sealId }, body: { code: input.code } }, signerCallOptions(flowSignerId, { silent: true })),
  );

/** The party's own seal picture, for a company with none on Signet (marked not verified). */
export const useUploadPartySeal = (flowSignerId: string) =>
  useSealsMutation(flowSignerId, (image: string) => callOperation(uploadPartySeal, { params: { flowSignerId }, body: { image } }, signerCallOptions(flowSignerId, { silent: true })));

/** Mails the signer a one-time code that confirms the seal's use; answers where it went. */
export function useSendSealCode(flowSignerId: string) {
  return useMutation({
    mutationFn: (sealId: bigint) => callOperation(sendSealCode, { params: { flowSignerId, sealId } }, signerCallOptions(flowSignerId, { silent: true })),
  });
}
