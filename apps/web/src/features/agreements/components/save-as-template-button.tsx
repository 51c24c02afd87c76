import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createTemplate, TIMING, webPath, type Agreement } from '@signet/contracts';
import { IconTemplate } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callOperation } from '../../../lib/api/app-client';
import { templateKeys } from '../../../lib/templates/template-keys';

/**
 * "Save as template" (issue 14): the agreement's documents and fields become a template
 * whose people are open roles; complete ones are ready to use at once, others open in the editor.
 */
export function SaveAsTemplateButton({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => callOperation(createTemplate, { body: { from: { agreementId: agreement.id } } }),
    onSuccess: async (template) => {
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      notifications.show({ color: 'teal', message: t('agreements.saveAsTemplate.done'), autoClose: TIMING.toastMs });
      void navigate(template.latestVersion ? webPath('templateDetail', { templateId: template.id }) : webPath('createStep1', { flowId: template.draftAgreementId }));
    },
  });
  if (agreement.documents.length === 0) return null;
  return (
    <Button variant="subtle" color="gray" leftSection={<IconTemplate size={16} aria-hidden />} loading={save.isPending} onClick={() => save.mutate()}>
      {t('agreements.saveAsTemplate.action')}
    </Button>
  );
}
