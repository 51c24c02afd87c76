import { notifications } from '@mantine/notifications';
import { ErrorCode, TIMING } from '@signet/contracts';
import type { Agreement } from '@signet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api/api-error';
import { useSaveAgreementFields } from '../../api/agreement-api';
import { agreementKeys } from '../../../../lib/agreements/agreement-keys';
import { toFieldsInput } from '../../lib/field-draft';
import type { DraftField } from '../../lib/field-draft';
import { apiErrorText } from './api-error-text';

/**
 * Saves the fields with the draft's current revision (read from the cache at the
 * moment of saving, so two saves in a row never reuse an old one). Errors are shown
 * here; 7026 opens the draft-changed dialog instead.
 */
export function useSaveFields(flowId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useSaveAgreementFields();
  const [draftChanged, setDraftChanged] = useState(false);

  const save = async (fields: readonly DraftField[], draftStep: 2 | 3, { toast = false } = {}): Promise<Agreement | null> => {
    const current = queryClient.getQueryData<Agreement>(agreementKeys.draft(flowId));
    try {
      const agreement = await mutation.mutateAsync({ flowId, body: { revision: current?.revision ?? 0, fields: toFieldsInput(fields), draftStep } });
      if (toast) notifications.show({ color: 'teal', message: t('save_draft_success', { ns: 'common' }), autoClose: TIMING.toastMs });
      return agreement;
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.DraftChanged) setDraftChanged(true);
      else notifications.show({ color: 'red', message: apiErrorText(error), autoClose: TIMING.toastMs * 2 });
      return null;
    }
  };

  /** Loads the draft as saved elsewhere; the caller then starts over from it. */
  const reload = async () => {
    setDraftChanged(false);
    await queryClient.refetchQueries({ queryKey: agreementKeys.draft(flowId), exact: true });
  };

  return { save, saving: mutation.isPending, draftChanged, closeDraftChanged: () => setDraftChanged(false), reload };
}
