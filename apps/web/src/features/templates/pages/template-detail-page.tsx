import { Alert, Badge, Button, Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { ErrorCode } from '@signet/contracts';
import { IconArrowLeft, IconCopy, IconFileAlert, IconLock, IconPencil, IconSend, IconTableImport, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatusPage } from '../../../components/status-page';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { useTemplateDetail } from '../api/template-api';
import { DeleteTemplateModal } from '../components/delete-template-modal';
import { PublicLinkCard } from '../components/public-link-card';
import { TemplateContent } from '../components/template-content';
import { TemplateVersions } from '../components/template-versions';
import { useTemplateActions } from '../hooks/use-template-actions';
import { templateLinks } from '../lib/template-links';

/** /templates/:templateId: what the template holds, its actions, its versions and what each made. */
export function TemplateDetailPage() {
  const { t } = useTranslation();
  const signedIn = useSessionStore(selectIsSignedIn);
  if (!signedIn) {
    return (
      <StatusPage
        icon={<IconLock size={30} />}
        title={t('templates.signedOutTitle')}
        body={t('templates.signedOutBody')}
        actions={<Button onClick={() => openAuthDialog('signIn')}>{t('auth.signIn')}</Button>}
      />
    );
  }
  return <TemplateDetail />;
}

function TemplateDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { templateId } = useParams();
  const validId = templateId !== undefined && /^\d{1,19}$/.test(templateId);
  const query = useTemplateDetail(validId ? templateId : undefined);
  const actions = useTemplateActions();
  const [deleting, setDeleting] = useState(false);
  const template = query.data;
  usePageTitle(template?.name || t('pages.templates.title'));

  const code = isApiError(query.error) ? query.error.code : undefined;
  if (!validId || code === ErrorCode.NotFound) {
    return (
      <StatusPage
        icon={<IconFileAlert size={30} />}
        title={t('templates.notFoundTitle')}
        body={t('templates.notFoundBody')}
        actions={
          <Button component={Link} to="/templates">
            {t('templates.backToList')}
          </Button>
        }
      />
    );
  }
  if (query.isError) {
    return (
      <StatusPage
        icon={<IconFileAlert size={30} />}
        title={t('templates.loadFailed')}
        body={errorMessageOrGeneric(code ?? ErrorCode.InternalError)}
        color="red"
        actions={<Button onClick={() => void query.refetch()}>{t('fields.retry')}</Button>}
      />
    );
  }
  if (!template) {
    return (
      <Center py={80}>
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="dimmed" role="status">
            {t('common.loading')}
          </Text>
        </Stack>
      </Center>
    );
  }

  const name = template.name || t('templates.untitled');
  const published = template.latestVersion !== null;
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
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
          <Button component={Link} to={templateLinks.edit(template)} variant={published ? 'default' : 'filled'} leftSection={<IconPencil size={16} aria-hidden />}>
            {published ? t('templates.actions.edit') : t('templates.actions.finish')}
          </Button>
          <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => actions.copy(template)} loading={actions.pending}>
            {t('templates.actions.copy')}
          </Button>
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)}>
            {t('templates.actions.delete')}
          </Button>
        </Group>
        {!published && (
          <Alert color="yellow" variant="light" title={t('templates.detail.unfinishedTitle')}>
            {t('templates.detail.unfinishedBody')}
          </Alert>
        )}
        <TemplateContent template={template} />
        {published && <PublicLinkCard template={template} />}
        <TemplateVersions template={template} />
      </Stack>
      <DeleteTemplateModal template={deleting ? template : null} onClose={() => setDeleting(false)} onDeleted={() => void navigate('/templates')} />
    </Container>
  );
}
