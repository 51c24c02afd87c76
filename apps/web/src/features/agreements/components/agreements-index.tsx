import { Alert, Box, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { mayDo, type AgreementBox } from '@signet/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useWorkspace } from '../../../lib/companies/companies-api';
import { useAppStore } from '../../../lib/state/app-store';
import { useAgreementCounts } from '../api/get-agreement-counts';
import { useAgreementsList } from '../api/list-agreements';
import { useAgreementActions } from '../hooks/use-agreement-actions';
import { listStateFromSearch, searchFromListState } from '../lib/list-state';
import type { ListState } from '../lib/list-state';
import { AgreementCards } from './agreement-cards';
import { AgreementsTable } from './agreements-table';
import { EmptyTrashButton } from './empty-trash-button';
import { FolderPanel, FolderSelect } from './folder-nav';
import { ListEmpty } from './list-empty';
import { ListFiltersDrawer } from './list-filters-drawer';
import { ListToolbar } from './list-toolbar';
import { SentByFilter } from './sent-by-filter';
import { TestFilter } from './test-filter';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap={0} p="md" aria-busy aria-label={t('common.loading')}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Group key={i} gap="md" py={10} wrap="nowrap">
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={14} width="55%" radius="sm" />
            <Skeleton height={10} width="35%" radius="sm" />
          </Stack>
          <Skeleton height={22} width={90} radius="sm" />
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The agreements index: folders with counts, search and order (all in the URL, so
 * reload and back keep them), rows a page at a time, kept live by polling the counts'
 * version. Used by /agreements and by the signed-in home.
 */
export function AgreementsIndex() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = listStateFromSearch(params);
  const isMobile = useAppStore((s) => s.isMobile);
  const isTablet = useAppStore((s) => s.isTablet);
  const workspace = useWorkspace();
  // An admin of the company sees every member's agreements and may narrow them to one sender.
  const seesCompany = workspace.companyId !== null && mayDo(workspace.role, 'agreements.manageAll');
  const counts = useAgreementCounts(true, seesCompany ? state.sentBy : '', state.test);
  const list = useAgreementsList(state);
  const actions = useAgreementActions();
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  const update = (next: Partial<ListState>, replace = false) => setParams(searchFromListState({ ...state, ...next }, params), { replace });
  const hrefOf = (box: AgreementBox) => `?${searchFromListState({ ...state, box }, params).toString()}`;
  const selectBox = (box: AgreementBox) => update({ box });
  const sentByFilter =
    seesCompany && workspace.companyId !== null ? <SentByFilter companyId={workspace.companyId} value={state.sentBy} onChange={(sentBy) => update({ sentBy }, true)} /> : null;
  const filters = (
    <>
      {sentByFilter}
      <TestFilter value={state.test} onChange={(test) => update({ test }, true)} />
    </>
  );

  const folder = t(`agreements.folders.${state.box}`);
  const q = state.q.trim();
  const caption = q ? t('agreements.list.captionSearch', { folder, q }) : t('agreements.list.caption', { folder });
  const stale = list.isPlaceholderData;

  let body;
  if (list.status === 'pending') body = <ListSkeleton />;
  else if (list.status === 'error') {
    body = (
      <Alert m="md" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('agreements.list.loadError')}>
        <Button size="xs" variant="default" mt="xs" onClick={() => void list.refetch()}>
          {t('agreements.list.retry')}
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) body = <ListEmpty box={state.box} q={state.q} />;
  else {
    body = (
      <Box style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' }} aria-busy={stale || undefined}>
        {isMobile ? <AgreementCards rows={rows} label={caption} actions={actions} /> : <AgreementsTable rows={rows} caption={caption} actions={actions} />}
        {list.hasNextPage && (
          <Group justify="center" p="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('agreements.list.loadMore')}
            </Button>
          </Group>
        )}
      </Box>
    );
  }

  const listPanel = (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden', minWidth: 0, flex: 1 }}>
      <Stack gap="sm" px="md" pt="md" pb="sm" bg="var(--mantine-color-gray-0)" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} fz="lg" id="agreements-folder-title">
            {folder}
          </Title>
          {list.status === 'success' && rows.length > 0 && (
            <Text fz="sm" c="dimmed">
              {t('agreements.list.shown', { count: rows.length })}
              {list.hasNextPage ? '+' : ''}
            </Text>
          )}
        </Group>
        {isMobile ? (
          <ListFiltersDrawer state={state} counts={counts.data} onChange={update} extra={filters} />
        ) : (
          <>
            {isTablet && <FolderSelect current={state.box} counts={counts.data} onSelect={selectBox} />}
            <ListToolbar q={state.q} sort={state.sort} onSearch={(next) => update({ q: next }, true)} onSort={(sort) => update({ sort }, true)} extra={filters} />
          </>
        )}
        {state.test && (
          <Text fz="sm" c="orange.9" data-testid="test-list-note">
            {t('agreements.list.testNote')}
          </Text>
        )}
        {state.box === 'trash' && (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fz="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
              {t('agreements.trash.note')}
            </Text>
            <EmptyTrashButton disabled={(counts.data?.trash ?? rows.length) === 0} />
          </Group>
        )}
      </Stack>
      {body}
      <VisuallyHidden aria-live="polite">{list.status === 'success' && !stale ? `${caption}: ${t('agreements.list.shown', { count: rows.length })}` : ''}</VisuallyHidden>
      {actions.dialogs}
    </Paper>
  );

  if (isTablet) return listPanel;
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Box w={236} style={{ flexShrink: 0, position: 'sticky', top: 80 }}>
        <FolderPanel current={state.box} counts={counts.data} hrefOf={hrefOf} onSelect={selectBox} />
      </Box>
      {listPanel}
    </Group>
  );
}
