import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { ErrorCode, type Template } from '@signet/contracts';
import { IconFileAlert, IconFilePencil, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { useTemplateDetail } from '../api/template-api';
import { templateLinks } from '../lib/template-links';

/** Templates belong to an account: signed out, every template page offers sign-in. */
export function TemplatesSignedOut() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconLock size={30} />}
      title={t('templates.signedOutTitle')}
      body={t('templates.signedOutBody')}
      actions={<Button onClick={() => openAuthDialog('signIn')}>{t('auth.signIn')}</Button>}
    />
  );
}

export type PublishedTemplate = Template & { content: NonNullable<Template['content']> };

/**
 * The template pages' way in (/templates/:templateId and its use and bulk pages): signed out
 * they offer sign-in and call nothing; then they load the template and say when it is missing,
 * failed to load, or (with `published`) has no version to use yet, before handing it over.
 */
export function TemplateGate(props: { children: (template: Template) => ReactNode; published?: false }): ReactNode;
export function TemplateGate(props: { children: (template: PublishedTemplate) => ReactNode; published: true }): ReactNode;
export function TemplateGate({ children, published = false }: { children: (template: PublishedTemplate) => ReactNode; published?: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSessionStore(selectIsSignedIn);
  const { templateId } = useParams();
  const validId = templateId !== undefined && /^\d{1,19}$/.test(templateId);
  const query = useTemplateDetail(signedIn && validId ? templateId : undefined);

  if (!signedIn) return <TemplatesSignedOut />;
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
  const template = query.data;
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
  if (published && !template.content) {
    return (
      <StatusPage
        icon={<IconFilePencil size={30} />}
        title={t('templates.detail.unfinishedTitle')}
        body={t('templates.detail.unfinishedBody')}
        actions={
          <Button component={Link} to={templateLinks.edit(template)}>
            {t('templates.actions.finish')}
          </Button>
        }
      />
    );
  }
  // Either the caller asked for any template, or the content is there.
  return children(template as PublishedTemplate);
}
