import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS, TIMING, templateProblem, webPath, type Agreement } from '@signet/contracts';
import { IconArrowLeft, IconDeviceFloppy, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api/api-error';
import { useAppStore } from '../../../../lib/state/app-store';
import { usePublishTemplateVersion } from '../../api/template-api';
import { fieldsFromAgreement } from '../../lib/field-draft';
import { sendFailure, type SendFailure } from '../../lib/field-send-errors';
import { DraftChangedModal } from '../draft-changed-modal';
import { ReviewActions } from './review-actions';
import { apiErrorText } from '../fields/api-error-text';
import { useSaveFields } from '../fields/use-save-fields';
import { problemMessage } from '../../../../lib/i18n/problem-message';

/**
 * Step 3 of a template's working copy (issue 14): the same checks as sending, for roles,
 * then "Save template", which publishes the next version and returns to the template.
 */
export function ReviewPublish({ agreement }: { agreement: Agreement & { template: NonNullable<Agreement['template']> } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = String(agreement.id);
  const publish = usePublishTemplateVersion();
  const saver = useSaveFields(id);
  const isMobile = useAppStore((state) => state.isMobile);
  const [failure, setFailure] = useState<{ failure: SendFailure; text: string } | null>(null);

  const ordered = [...agreement.recipients].sort((a, b) => a.order - b.order);
  const problem = templateProblem({ documentCount: agreement.documents.length, recipients: ordered, fields: agreement.fields }, LIMITS.recipientsPerAgreement);
  const problemFix = problem ? sendFailure(problem.code) : null;
  const nextVersion = agreement.template.versionCount + 1;

  const onPublish = async () => {
    setFailure(null);
    try {
      const template = await publish.mutateAsync({ templateId: agreement.template.id, revision: agreement.revision });
      notifications.show({ color: 'teal', message: t('templates.published', { n: template.latestVersion?.number ?? nextVersion }), autoClose: TIMING.toastMs });
      void navigate(webPath('templateDetail', { templateId: agreement.template.id }));
    } catch (error) {
      const found = sendFailure(isApiError(error) ? error.code : undefined);
      setFailure({ failure: found, text: apiErrorText(error, found.kind === 'fix') });
    }
  };

  const stepLink = (step: 1 | 2) => (
    <Anchor component={Link} to={`/flow/create/step${step}/${id}`} fw={600}>
      {t('fields.review.fixStep', { n: step })}
    </Anchor>
  );
  const busy = publish.isPending || saver.saving;
  const publishButton = (
    <Button size="md" leftSection={<IconTemplate size={18} aria-hidden />} loading={publish.isPending} disabled={saver.saving} onClick={() => void onPublish()} fullWidth={isMobile} data-testid="review-publish">
      {t('templates.saveVersion', { n: nextVersion })}
    </Button>
  );
  const back = (
    <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} component={Link} to={`/flow/create/step2/${id}`} disabled={busy}>
      {t('fields.back')}
    </Button>
  );
  const saveDraft = (
    <Button variant="default" leftSection={<IconDeviceFloppy size={16} />} loading={saver.saving} disabled={publish.isPending} onClick={() => void saver.save(fieldsFromAgreement(agreement), 3, { toast: true })}>
      {t('fields.saveDraft')}
    </Button>
  );

  return (
    <Stack gap="md">
      {failure && failure.failure.kind !== 'draftChanged' ? (
        <Alert color="red" variant="light" role="alert" data-testid="review-error">
          <Stack gap={4}>
            <Text size="sm">{failure.text}</Text>
            {failure.failure.kind === 'fix' && stepLink(failure.failure.step)}
          </Stack>
        </Alert>
      ) : problem && problemFix?.kind === 'fix' ? (
        <Alert color="orange" variant="light" title={t('fields.review.problemTitle')} data-testid="review-problem">
          <Stack gap={4}>
            <Text size="sm">{problemMessage(t, problem)}</Text>
            {stepLink(problemFix.step)}
          </Stack>
        </Alert>
      ) : (
        <Alert color="teal" variant="light" title={t('fields.review.readyTitle')}>
          {t('templates.readyBody')}
        </Alert>
      )}
      <ReviewActions primary={publishButton} back={back} saveDraft={saveDraft} />
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
