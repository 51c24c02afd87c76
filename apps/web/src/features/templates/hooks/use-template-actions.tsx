import { notifications } from '@mantine/notifications';
import { TIMING, type TemplateSummary } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateTemplate } from '../api/template-api';
import { templateLinks } from '../lib/template-links';

/** New and copy both make a template and open it: the editor for a new one, its page for a copy. */
export function useTemplateActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTemplate();
  return {
    pending: create.isPending,
    createNew: () =>
      create.mutate({}, { onSuccess: (template) => void navigate(templateLinks.edit(template)) }),
    copy: (template: TemplateSummary) =>
      create.mutate(
        { name: t('templates.copyName', { name: template.name || t('templates.untitled') }).slice(0, 100), from: { templateId: template.id } },
        {
          onSuccess: (copy) => {
            notifications.show({ color: 'teal', message: t('templates.copied'), autoClose: TIMING.toastMs });
            void navigate(templateLinks.detail(copy));
          },
        },
      ),
  };
}
