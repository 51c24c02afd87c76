import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS, TIMING, sendProblem } from '@signet/contracts';
import type { Agreement } from '@signet/contracts';
import { IconArrowLeft, IconInfoCircle, IconDeviceFloppy, IconSend, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api/api-error';
import { useAppStore } from '../../../../lib/state/app-store';
import { useSessionStore } from '../../../../lib/state/session-store';
import { useSendAgreement } from '../../api/agreement-api';
import { fieldsFromAgreement } from '../../lib/field-draft';
import { sendFailure } from '../../lib/field-send-errors';
import type { SendFailure } from '../../lib/field-send-errors';
import { DraftChangedModal } from '../draft-changed-modal';
import { ReviewActions } from './review-actions';
import { apiErrorText } from '../fields/api-error-text';
import { useSaveFields } from '../fields/use-save-fields';
import { problemMessage } from '../../../../lib/i18n/problem-message';

/** The sender's own recipient row in a "just need my signature" agreement: their e-mail, else the only signer. */
function senderRecipient(agreement: Agreement, email: string | undefined) {
  const signers = agreement.recipients.filter((recipient) => recipient.role === 'signer');
  const mine = email ? signers.find((recipient) => recipient.email.toLowerCase() === email.toLowerCase()) : undefined;
  return mine ?? signers[0];
}

/** Step 3's checks, error and buttons: Send (or Sign now), Save to draft, Back. */
export function ReviewSend({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = String(agreement.id);
  const send = useSendAgreement();
  const saver = useSaveFields(id);
  const showPlanExceeded = useAppStore((state) => state.showPlanExceeded);
  const isMobile = useAppStore((state) => state.isMobile);
  const email = useSessionStore((state) => state.userInfo?.email ?? undefined);
  const [failure, setFailure] = useState<{ failure: SendFailure; text: string } | null>(null);

  const ordered = [...agreement.recipients].sort((a, b) => a.order - b.order);
  const problem = sendProblem({ documentCount: agreement.documents.length, recipients: ordered, fields: agreement.fields }, LIMITS.recipientsPerAgreement);
  const problemFix = problem ? sendFailure(problem.code) : null;

  const onSend = async () => {
    setFailure(null);
    try {
      await send.mutateAsync({ flowId: id, revision: agreement.revision });
      notifications.show({ color: 'teal', message: t('send_success', { ns: 'common' }), autoClose: TIMING.toastMs });
      const me = agreement.selfSign ? senderRecipient(agreement, email) : undefined;
      void navigate(me ? `/sign/${String(me.id)}` : `/agreement/${id}`);
    } catch (error) {
      const found = sendFailure(isApiError(error) ? error.code : undefined);
      if (found.kind === 'planExceeded') showPlanExceeded('sign_num');
      setFailure({ failure: found, text: apiErrorText(error, found.kind === 'fix') });
    }
  };

  const stepLink = (step: 1 | 2) => (
    <Anchor component={Link} to={`/flow/create/step${step}/${id}`} fw={600}>
      {t('fields.review.fixStep', { n: step })}
    </Anchor>
  );

  const failureLink = (kind: SendFailure) => {
    if (kind.kind === 'fix') return stepLink(kind.step);
    if (kind.kind === 'needEmail')
      return (
        <Anchor component={Link} to="/account" fw={600}>
          {t('fields.review.accountLink')}
        </Anchor>
      );
    if (kind.kind === 'alreadySent')
      return (
        <Anchor component={Link} to={`/agreement/${id}`} fw={600}>
          {t('fields.review.alreadySentLink')}
        </Anchor>
      );
    return null;
  };

  const busy = send.isPending || saver.saving;
  const sendButton = (
    <Button
      size="md"
      leftSection={agreement.selfSign ? <IconSignature size={18} /> : <IconSend size={18} />}
      loading={send.isPending}
      disabled={saver.saving}
      onClick={() => void onSend()}
      fullWidth={isMobile}
      data-testid="review-send"
    >
      {agreement.selfSign ? t('fields.review.signNow') : t('fields.review.send')}
    </Button>
  );
  const back = (
    <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} component={Link} to={`/flow/create/step2/${id}`} disabled={busy}>
      {t('fields.back')}
    </Button>
  );
  const saveDraft = (
    <Button
      variant="default"
      leftSection={<IconDeviceFloppy size={16} />}
      loading={saver.saving}
      disabled={send.isPending}
      onClick={() => void saver.save(fieldsFromAgreement(agreement), 3, { toast: true })}
    >
      {t('fields.saveDraft')}
    </Button>
  );

  return (
    <Stack gap="md">
      {failure && failure.failure.kind !== 'draftChanged' ? null : problem && problemFix?.kind === 'fix' ? (
        <Alert color="orange" variant="light" title={t('fields.review.problemTitle')} data-testid="review-problem">
          <Stack gap={4}>
            <Text size="sm">{problemMessage(t, problem)}</Text>
            {stepLink(problemFix.step)}
          </Stack>
        </Alert>
      ) : (
        <Alert color="teal" variant="light" title={t('fields.review.readyTitle')}>
          {agreement.selfSign ? t('fields.review.readySelfBody') : t('fields.review.readyBody')}
        </Alert>
      )}
      {agreement.status === 'updating' && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="review-updating">
          {t('fields.review.updatingNote')}
        </Alert>
      )}
      {failure && failure.failure.kind !== 'draftChanged' && (
        <Alert color="red" variant="light" role="alert" data-testid="review-error">
          <Stack gap={4}>
            <Text size="sm">{failure.text}</Text>
            {failureLink(failure.failure)}
          </Stack>
        </Alert>
      )}
      <ReviewActions primary={sendButton} back={back} saveDraft={saveDraft} />
      <DraftChangedModal
        opened={failure?.failure.kind === 'draftChanged' || saver.draftChanged}
        onClose={() => {
          setFailure(null);
          saver.closeDraftChanged();
        }}
        onReload={() => {
          setFailure(null);
          void saver.reload();
        }}
      />
    </Stack>
  );
}
