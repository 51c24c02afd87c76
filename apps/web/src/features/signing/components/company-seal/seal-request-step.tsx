import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import type { SealChoice } from '@signet/contracts';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestSealUse } from '../../api/seal-use-mutations';
import type { SealChoiceStep } from '../../lib/seal-choice-step';
import { refusalText } from './refusal-text';

interface SealRequestStepProps {
  flowSignerId: string;
  choice: SealChoice;
  step: Exclude<SealChoiceStep, 'code' | 'approved'>;
}

/** Without a grant: ask the company's approvers, then wait; a refusal says why and lets the signer ask again. */
export function SealRequestStep({ flowSignerId, choice, step }: SealRequestStepProps) {
  const { t } = useTranslation();
  const request = useRequestSealUse(flowSignerId);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');

  if (step === 'waiting')
    return (
      <Alert color="blue" variant="light" icon={<IconClockHour4 size={18} aria-hidden />} p="xs" role="status">
        {t('seals.signer.waiting')}
      </Alert>
    );

  const before =
    step === 'rejected' ? (
      <Alert color="red" variant="light" p="xs">
        {choice.request?.comment ? t('seals.signer.rejected', { comment: choice.request.comment }) : t('seals.signer.rejectedNoComment')}
      </Alert>
    ) : step === 'changed' ? (
      <Alert color="orange" variant="light" p="xs">
        {t('seals.signer.documentsChanged')}
      </Alert>
    ) : choice.needsApproval ? (
      <Text fz="sm" c="dimmed">
        {t('seals.signer.needsApproval')}
      </Text>
    ) : null;

  return (
    <Stack gap="xs">
      {before}
      {asking ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            request.mutate({ sealId: choice.sealId, reason: reason.trim() }, { onSuccess: () => setAsking(false) });
          }}
        >
          <Stack gap="xs">
            <Textarea label={t('seals.signer.reason')} description={t('seals.signer.reasonHint')} value={reason} maxLength={500} autosize minRows={2} data-autofocus onChange={(event) => setReason(event.currentTarget.value)} />
            {request.isError && (
              <Text fz="sm" c="red.8" role="alert">
                {refusalText(request.error, t)}
              </Text>
            )}
            <Button type="submit" style={{ alignSelf: 'flex-start' }} loading={request.isPending}>
              {t('seals.signer.sendRequest')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => setAsking(true)}>
          {step === 'ask' ? t('seals.signer.askApproval') : t('seals.signer.askAgain')}
        </Button>
      )}
    </Stack>
  );
}
