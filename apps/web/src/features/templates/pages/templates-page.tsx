import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TEMPLATE_SORTS, type TemplateSort, type TemplateSummary } from '@signet/contracts';
import { IconPlus, IconSearchOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { isApiError } from '../../../lib/api/api-error';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { useTemplates } from '../api/template-api';
import { DeleteTemplateModal } from '../components/delete-template-modal';
import { TemplateCard } from '../components/template-card';
import { TemplatesSignedOut } from '../components/template-gate';
import { TemplatesEmpty } from '../components/templates-empty';
import { TemplatesToolbar } from '../components/templates-toolbar';
import { useTemplateActions } from '../hooks/use-template-actions';
import { PageContainer } from '../../../components/page-container';

const SEARCH_DEBOUNCE_MS = 250;
const isSort = (value: string | null): value is TemplateSort => TEMPLATE_SORTS.includes(value as TemplateSort);

/** /templates: the sender's templates, searched and sorted (both kept in the URL), with New template. */
export function TemplatesPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.templates.title'));
  const signedIn = useSessionStore(selectIsSignedIn);
  return signedIn ? <TemplatesIndex /> : <TemplatesSignedOut />;
}

function TemplatesIndex() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort: TemplateSort = isSort(sortParam) ? sortParam : 'updated_desc';
  const [q, setQ] = useState(params.get('q') ?? '');
  const [debouncedQ] = useDebouncedValue(q, SEARCH_DEBOUNCE_MS);
  const list = useTemplates({ q: debouncedQ, sort });
  const actions = useTemplateActions();
  const [deleting, setDeleting] = useState<TemplateSummary | null>(null);

  const setParam = (key: 'q' | 'sort', value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== fallback) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const items = list.data?.items ?? [];
  const searching = debouncedQ.trim() !== '';
  let body;
  if (list.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={104} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t('templates.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{errorMessageOrGeneric(isApiError(list.error) ? list.error.code : 0)}</Text>
          <Button variant="default" size="xs" onClick={() => void list.refetch()}>
            {t('fields.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (items.length === 0 && searching) {
    body = <EmptyState compact icon={<IconSearchOff size={28} />} title={t('templates.noMatchTitle')} body={t('templates.noMatchBody', { q: debouncedQ.trim() })} />;
  } else if (items.length === 0) {
    body = <TemplatesEmpty onCreate={actions.createNew} creating={actions.pending} />;
  } else {
    body = (
      <Stack gap="sm" component="section" aria-label={t('templates.listLabel')}>
        {items.map((template) => (
          <TemplateCard key={String(template.id)} template={template} onCopy={() => actions.copy(template)} onDelete={() => setDeleting(template)} />
        ))}
      </Stack>
    );
  }

  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader
          title={t('pages.templates.title')}
          subtitle={t('templates.subtitle')}
          aside={
            // The empty state offers it itself, with what a template is for.
            items.length > 0 || searching ? (
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={actions.createNew} loading={actions.pending}>
                {t('templates.new')}
              </Button>
            ) : undefined
          }
        />
        {(items.length > 0 || searching) && (
          <TemplatesToolbar
            q={q}
            sort={sort}
            onSearch={(next) => {
              setQ(next);
              setParam('q', next.trim(), '');
            }}
            onSort={(next) => setParam('sort', next, 'updated_desc')}
          />
        )}
        {body}
      </Stack>
      <DeleteTemplateModal template={deleting} onClose={() => setDeleting(null)} />
    </PageContainer>
  );
}
