import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import type { Template } from '@signet/contracts';
import { IconArrowLeft, IconCopy, IconPencil, IconSend, IconTableImport, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DeleteTemplateModal } from '../components/delete-template-modal';
import { PublicLinkCard } from '../components/public-link-card';
import { TemplateContent } from '../components/template-content';
import { TemplateGate } from '../components/template-gate';
import { TemplateVersions } from '../components/template-versions';
import { useTemplateActions } from '../hooks/use-template-actions';
import { templateLinks } from '../lib/template-links';
import { PageContainer } from '../../../components/page-container';
import { useMayEditTemplate } from '../hooks/use-may-edit-template';

/** /templates/:templateId: what the template holds, its actions, its versions and what each made. */
export function TemplateDetailPage() {
  return <TemplateGate>{(template) => <TemplateDetail template={template} />}</TemplateGate>;
}

function TemplateDetail({ template }: { template: Template }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useTemplateActions();
  const [deleting, setDeleting] = useState(false);
  const mayEdit = useMayEditTemplate(template);
  usePageTitle(template.name || t('pages.templates.title'));

  const name = template.name || t('templates.untitled');
  const published = template.latestVersion !== null;
  return (
    <PageContainer>
      <Stack gap="lg">
        <Button component={Link} to="/templates" variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} aria-hidden />} w="fit-content" px={4}>
          {t('templates.backToList')}
        </Button>
        <PageHeader title={name} subtitle={t('templates.detail.subtitle', { count: template.useCount })} />
        <Group gap="xs">
          {published ? (
            <Badge variant="light" color="gray">
              {t('templates.version', { n: template.latestVersion?.number ?? 0 })}
            </Badge>
          ) : (
            <Badge variant="light" color="yellow">
              {t('templates.unfinished')}
            </Badge>
          )}
          {template.hasDraftChanges && (
            <Badge variant="light" color="blue">
              {t('templates.detail.unpublishedChanges')}
            </Badge>
          )}
        </Group>
        <Group gap="sm" wrap="wrap">
          {published && (
            <Button component={Link} to={templateLinks.use(template)} leftSection={<IconSend size={16} aria-hidden />} data-testid="template-use">
              {t('templates.actions.use')}
            </Button>
          )}
          {published && (
            <Button component={Link} to={templateLinks.bulk(template)} variant="default" leftSection={<IconTableImport size={16} aria-hidden />}>
              {t('templates.actions.bulk')}
            </Button>
          )}
          {mayEdit && (
            <Button component={Link} to={templateLinks.edit(template)} variant={published ? 'default' : 'filled'} leftSection={<IconPencil size={16} aria-hidden />}>
              {published ? t('templates.actions.edit') : t('templates.actions.finish')}
            </Button>
          )}
          <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => actions.copy(template)} loading={actions.pending}>
            {t('templates.actions.copy')}
          </Button>
          {mayEdit && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)}>
              {t('templates.actions.delete')}
            </Button>
          )}
        </Group>
        {!published && (
          <Alert color="yellow" variant="light" title={t('templates.detail.unfinishedTitle')}>
            {t('templates.detail.unfinishedBody')}
          </Alert>
        )}
        <TemplateContent template={template} />
        {published && mayEdit && <PublicLinkCard template={template} />}
        <TemplateVersions template={template} />
      </Stack>
      <DeleteTemplateModal template={deleting ? template : null} onClose={() => setDeleting(false)} onDeleted={() => void navigate('/templates')} />
    </PageContainer>
  );
}
