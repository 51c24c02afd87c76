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
import { fieldSaveIssues } from '../../lib/field-save-issues';
import type { FieldSaveIssue } from '../../lib/field-save-issues';
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
  // A refused save's issues about single fields, by field key, shown in those fields' properties.
  const [issues, setIssues] = useState<ReadonlyMap<string, FieldSaveIssue[]>>(() => new Map());

  const save = async (fields: readonly DraftField[], draftStep: 2 | 3, { toast = false } = {}): Promise<Agreement | null> => {
    const current = queryClient.getQueryData<Agreement>(agreementKeys.draft(flowId));
    try {
      const agreement = await mutation.mutateAsync({ flowId, body: { revision: current?.revision ?? 0, fields: toFieldsInput(fields), draftStep } });
      setIssues(new Map());
      if (toast) notifications.show({ color: 'teal', message: t('save_draft_success', { ns: 'common' }), autoClose: TIMING.toastMs });
      return agreement;
    } catch (error) {
      const byField = fieldSaveIssues(error, fields);
      setIssues(byField);
      if (isApiError(error) && error.code === ErrorCode.DraftChanged) setDraftChanged(true);
      else if (byField.size > 0) notifications.show({ color: 'red', message: t('fields.issues.toast', { count: byField.size }), autoClose: TIMING.toastMs * 2 });
      else notifications.show({ color: 'red', message: apiErrorText(error), autoClose: TIMING.toastMs * 2 });
      return null;
    }
  };

  /** Loads the draft as saved elsewhere; the caller then starts over from it. */
  const reload = async () => {
    setDraftChanged(false);
    await queryClient.refetchQueries({ queryKey: agreementKeys.draft(flowId), exact: true });
  };

  return { save, issues, saving: mutation.isPending, draftChanged, closeDraftChanged: () => setDraftChanged(false), reload };
}
