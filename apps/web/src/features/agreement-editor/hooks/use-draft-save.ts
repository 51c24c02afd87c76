import type { Agreement, DraftStep } from '@signet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateAgreement, useSaveAgreementDraft } from '../api/agreement-api';
import { agreementKeys } from '../../../lib/agreements/agreement-keys';
import { draftBody, type Step1Values } from '../lib/draft-form';

export type DraftSaveResult = { ok: true; agreement: Agreement; created: boolean } | { ok: false; error: unknown };

/**
 * Saves step 1: a new agreement is created, an existing draft is saved naming the
 * revision it was loaded or last saved at (the cache holds it), so a save from an
 * older copy is refused with 7026 instead of overwriting.
 */
export function useDraftSave(flowId: string | undefined) {
  const queryClient = useQueryClient();
  const create = useCreateAgreement();
  const saveDraft = useSaveAgreementDraft();

  const save = async (values: Step1Values, draftStep: DraftStep): Promise<DraftSaveResult> => {
    const body = draftBody(values, draftStep);
    try {
      if (flowId === undefined) return { ok: true, agreement: await create.mutateAsync(body), created: true };
      const revision = queryClient.getQueryData<Agreement>(agreementKeys.draft(flowId))?.revision ?? 0;
      return { ok: true, agreement: await saveDraft.mutateAsync({ flowId, body: { ...body, revision } }), created: false };
    } catch (error) {
      return { ok: false, error };
    }
  };

  return { save, saving: create.isPending || saveDraft.isPending };
}
