import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FollowUpFields } from '../../../components/forms/follow-up-fields';
import type { IssueText } from '../hooks/use-issue-text';
import type { Step1Values } from '../lib/draft-form';
import { StepSection } from './step-section';

/** 'Reminders and expiry' (issue 18): when signing ends, and how Signet chases the signers. A template keeps no date. */
export function FollowUpSection({ issueText, template }: { issueText: IssueText; template: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<Step1Values>();
  const { field } = useController({ control, name: 'followUp' });
  return (
    <StepSection title={t('agreements.followUp.title')} hint={t('agreements.followUp.body')} anchor="step1-followUp">
      <FollowUpFields value={field.value} onChange={field.onChange} showExpiry={!template} expiryError={issueText('expiresAt')} remindersError={issueText('reminders')} />
    </StepSection>
  );
}
