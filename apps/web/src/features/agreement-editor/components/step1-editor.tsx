import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ErrorCode, LIMITS, TIMING, type Agreement, type DraftStep, type Reminders } from '@signet/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/state/session-store';
import { selectUploadsRunning, showWaitForUpload, useUploadsInProgressStore } from '../../../lib/state/uploads-in-progress-store';
import { useAgreement } from '../api/agreement-api';
import { useDraftSave } from '../hooks/use-draft-save';
import { useFormIssues } from '../hooks/use-form-issues';
import { useIssueText } from '../hooks/use-issue-text';
import { useUnsavedChangesGuardWithBypass } from '../hooks/use-unsaved-changes-guard';
import { continueProblem } from '../lib/continue-check';
import type { ChosenDocument } from '../../../lib/agreements/chosen-document';
import { followUpValues } from '../../../lib/agreements/follow-up';
import { documentsAddedSince, emptyRecipient, emptyStep1Values, valuesFromAgreement, type Step1Values } from '../lib/draft-form';
import { fieldIssue, isShownPath, issuesFromError } from '../lib/form-issues';
import { maxSignersFor } from '../lib/recipient-limits';
import { validateStep1 } from '../lib/validate-step1';
import { DraftChangedModal } from './draft-changed-modal';
import { FollowUpSection } from './follow-up-section';
import { MessageSection } from './message-section';
import { RecipientsSection } from './recipients-section';
import { SignModeChoice } from './sign-mode-choice';
import { StepSection } from './step-section';

/** What the documents section (composed by the app from the documents feature) gets. */
export interface DocumentsSlotProps {
  documents: ChosenDocument[];
  onDocumentsChange: (documents: ChosenDocument[]) => void;
  error?: string;
}

export interface Step1EditorProps {
  /** Undefined until the first save creates the agreement. */
  flowId?: string;
  agreement?: Agreement;
  renderDocuments: (props: DocumentsSlotProps) => ReactNode;
  /** The first save created `id`; the page moves to its address without starting over. */
  onCreated: (id: string) => void;
}

/** The form as saved; a new agreement starts with one empty signer row, and so does a template with no role yet. */
function startingValues(agreement: Agreement | undefined, reminders: Reminders | null | undefined): Step1Values {
  if (!agreement) return emptyStep1Values(reminders);
  const values = valuesFromAgreement(agreement);
  return agreement.template && values.recipients.length === 0 ? { ...values, recipients: [emptyRecipient()] } : values;
}

/** Step 1: mode, name, documents, recipients and order, message; 'Save to draft' and 'Continue'. */
export function Step1Editor({ flowId, agreement, renderDocuments, onCreated }: Step1EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accountReminders = useSessionStore((state) => state.userInfo?.reminders);
  const form = useForm<Step1Values>({ defaultValues: startingValues(agreement, accountReminders) });
  // On a fresh load the account arrives after the form: a new agreement takes its reminders then, unless already changed.
  useEffect(() => {
    if (agreement || accountReminders === undefined || form.getFieldState('followUp').isDirty) return;
    form.resetField('followUp', { defaultValue: followUpValues({ expiresAt: null, reminders: accountReminders }) });
  }, [agreement, accountReminders, form]);
  const documents = useController({ control: form.control, name: 'documents' });
  // A template's working copy (issue 14): rows are roles, and nobody signs alone.
  const template = Boolean(agreement?.template);
  const selfSign = useWatch({ control: form.control, name: 'selfSign' });
  const name = useWatch({ control: form.control, name: 'name' });
  const { issues, show: showIssues, clear: clearIssues } = useFormIssues(form);
  const issueText = useIssueText(issues);
  const { save, saving } = useDraftSave(flowId);
  const draft = useAgreement(flowId);
  const userInfo = useSessionStore((state) => state.userInfo);
  const maxSigners = maxSignersFor(useSessionStore((state) => state.planDetail));
  const [conflict, setConflict] = useState(false);
  const [pending, setPending] = useState<'draft' | 'continue' | null>(null);
  const guard = useUnsavedChangesGuardWithBypass({ dirty: form.formState.isDirty, onSave: async () => (await persist(1, false)) !== null });

  function showSaveError(error: unknown) {
    if (isApiError(error) && error.code === ErrorCode.DraftChanged) return setConflict(true);
    if (isApiError(error) && error.code === ErrorCode.Canceled) return;
    if (isApiError(error) && error.code === ErrorCode.InitiatorEmailMissing) return showIssues([fieldIssue('selfSign', 'http_error_7501')]);
    // A number that reads as E.164 but is no real mobile number: only the server knows (issue 35).
    const phoneRow = isApiError(error) ? error.dataFor(ErrorCode.PhoneNumberInvalid)?.recipientIndex : undefined;
    if (phoneRow !== undefined) return showIssues([fieldIssue(`recipients.${phoneRow}.phone`, 'http_error_8404')]);
    const found = issuesFromError(error).filter((issue) => isShownPath(issue.path));
    if (found.length > 0) return showIssues(found);
    const message = isApiError(error) ? (error.code === ErrorCode.ParameterError && error.msg ? error.msg : errorMessageOrGeneric(error.code)) : errorMessageOrGeneric(0);
    notifications.show({ color: 'red', message, autoClose: TIMING.toastMs });
  }

  /** Checks, saves, and takes the saved draft into the form; null when it did not save (the reason is shown). */
  async function persist(draftStep: DraftStep, moveToNewAddress: boolean): Promise<Agreement | null> {
    const values = form.getValues();
    const found = validateStep1(values);
    if (found.length > 0) {
      showIssues(found);
      return null;
    }
    const result = await save(values, draftStep);
    if (!result.ok) {
      showSaveError(result.error);
      return null;
    }
    const late = documentsAddedSince(values.documents, form.getValues('documents'));
    form.reset(valuesFromAgreement(result.agreement));
    if (late.length > 0) form.setValue('documents', [...form.getValues('documents'), ...late], { shouldDirty: true });
    clearIssues();
    if (result.created && moveToNewAddress) {
      const id = String(result.agreement.id);
      onCreated(id);
      guard.leaveWithoutPrompt(() => void navigate(`/flow/create/step1/${id}`, { replace: true }));
    }
    return result.agreement;
  }

  const onSaveDraft = async () => {
    setPending('draft');
    const saved = await persist(1, true);
    setPending(null);
    if (saved) notifications.show({ color: 'teal', message: t('save_draft_success', { ns: 'common' }), autoClose: TIMING.toastMs });
  };

  const onContinue = async () => {
    const values = form.getValues();
    const problem = continueProblem({
      uploadsRunning: selectUploadsRunning(useUploadsInProgressStore.getState()),
      documentCount: values.documents.length,
      selfSign: values.selfSign,
      senderEmail: userInfo?.email ?? null,
      recipients: values.recipients,
      maxSigners,
      template,
    });
    if (problem?.target === 'uploads') return showWaitForUpload();
    if (problem) {
      const row = problem.recipientIndex !== undefined ? `recipients.${problem.recipientIndex}` : undefined;
      const path = problem.target === 'recipients' && row ? (problem.recipientField ? `${row}.${problem.recipientField}` : row) : problem.target === 'selfEmail' ? 'selfSign' : problem.target;
      return showIssues([fieldIssue(path, problem.messageKey, problem.values)]);
    }
    setPending('continue');
    const saved = await persist(2, false);
    setPending(null);
    if (saved) guard.leaveWithoutPrompt(() => void navigate(`/flow/create/step2/${saved.id}`));
  };

  const reload = async () => {
    setConflict(false);
    const fresh = await draft.refetch();
    if (fresh.data) {
      form.reset(valuesFromAgreement(fresh.data));
      clearIssues();
    }
  };

  const firstDocumentName = documents.field.value[0]?.name ?? '';
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
       <Stack gap="lg">
        {!template && (
          <div id="step1-selfSign">
            <SignModeChoice error={issueText('selfSign')} />
          </div>
        )}
        <TextInput
          {...form.register('name')}
          label={template ? t('flow.roles.templateName') : t('flow.nameLabel')}
          description={`${t('up_to_chars', { ns: 'common', n: LIMITS.documentNameChars })} · ${template ? t('flow.roles.templateNameHint') : t('flow.nameHint')}`}
          placeholder={firstDocumentName || t('flow.namePlaceholder')}
          error={issueText('name')}
          autoComplete="off"
        />
        <StepSection title={t('step_add_documents', { ns: 'common' })} anchor="step1-documents">
          {renderDocuments({ documents: documents.field.value, onDocumentsChange: documents.field.onChange, error: issueText('documents') })}
        </StepSection>
        {!selfSign && <RecipientsSection maxSigners={maxSigners} issueText={issueText} template={template} />}
        {!selfSign && <MessageSection issueText={issueText} documentName={name.trim() || firstDocumentName} />}
        {!selfSign && <FollowUpSection issueText={issueText} template={template} />}
        <Group justify="flex-end" gap="sm" grow={false} wrap="wrap">
          <Button variant="default" size="md" loading={pending === 'draft'} disabled={saving && pending !== 'draft'} onClick={() => void onSaveDraft()}>
            {t('flow.actions.saveDraft')}
          </Button>
          <Button size="md" loading={pending === 'continue'} disabled={saving && pending !== 'continue'} onClick={() => void onContinue()}>
            {t('step_continue', { ns: 'common' })}
          </Button>
        </Group>
       </Stack>
      </form>
      {guard.dialog}
      <DraftChangedModal opened={conflict} onReload={() => void reload()} onClose={() => setConflict(false)} />
    </FormProvider>
  );
}
