import {
  createAgreement,
  getAgreement,
  saveAgreementDraft,
  saveAgreementFields,
  sendAgreement,
  type Agreement,
  type OperationInput,
} from '@signet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { agreementKeys } from '../../../lib/agreements/agreement-keys';

type DraftBody = NonNullable<OperationInput<typeof saveAgreementDraft>['body']>;
type CreateBody = NonNullable<OperationInput<typeof createAgreement>['body']>;
type FieldsBody = NonNullable<OperationInput<typeof saveAgreementFields>['body']>;

/** The draft being edited; `flowId` undefined means a new one (nothing to fetch). */
export function useAgreement(flowId: string | undefined) {
  return useQuery({
    queryKey: agreementKeys.draft(flowId ?? 'new'),
    queryFn: () => callOperation(getAgreement, { params: { flowId: flowId ?? '' } }),
    enabled: flowId !== undefined,
    // A draft is edited here: refetching under the editor would fight the form.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** Every save answers the whole agreement; the cache takes it, so the next save names the new revision. */
function useStoreAgreement() {
  const queryClient = useQueryClient();
  return (agreement: Agreement) => {
    queryClient.setQueryData(agreementKeys.draft(agreement.id), agreement);
  };
}

/** Errors are left to the caller (silent) so the form can point at the field or offer a reload (7026). */
export function useCreateAgreement() {
  const store = useStoreAgreement();
  return useMutation({
    mutationFn: (body: CreateBody) => callOperation(createAgreement, { body }, { silent: true }),
    onSuccess: store,
  });
}

export function useSaveAgreementDraft() {
  const store = useStoreAgreement();
  return useMutation({
    mutationFn: ({ flowId, body }: { flowId: bigint | string; body: DraftBody }) =>
      callOperation(saveAgreementDraft, { params: { flowId: String(flowId) }, body }, { silent: true }),
    onSuccess: store,
  });
}

export function useSaveAgreementFields() {
  const store = useStoreAgreement();
  return useMutation({
    mutationFn: ({ flowId, body }: { flowId: bigint | string; body: FieldsBody }) =>
      callOperation(saveAgreementFields, { params: { flowId: String(flowId) }, body }, { silent: true }),
    onSuccess: store,
  });
}

export function useSendAgreement() {
  const store = useStoreAgreement();
  return useMutation({
    mutationFn: ({ flowId, revision }: { flowId: bigint | string; revision: number }) =>
      callOperation(sendAgreement, { params: { flowId: String(flowId) }, body: { revision } }, { silent: true }),
    onSuccess: store,
  });
}
