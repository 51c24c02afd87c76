import { Badge, Button, Drawer, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AgreementCounts } from '@signet/contracts';
import type { ReactNode } from 'react';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LIST_STATE } from '../lib/list-state';
import type { ListState } from '../lib/list-state';
import { FolderSelect } from './folder-nav';
import { ListToolbar } from './list-toolbar';

/** How many of the list's filters differ from a fresh list: folder, search, order, sender, test agreements. */
export function activeFilterCount(state: Pick<ListState, 'box' | 'q' | 'sort'> & { sentBy?: string; test?: boolean }): number {
  return Number(state.box !== DEFAULT_LIST_STATE.box) + Number(state.q.trim() !== '') + Number(state.sort !== DEFAULT_LIST_STATE.sort) + Number(Boolean(state.sentBy)) + Number(Boolean(state.test));
}

/**
 * On a phone the folder, search and order fold into one "Filters" button (with how many
 * are active) that opens them in a bottom drawer, so the list starts near the top.
 */
export function ListFiltersDrawer({
  state,
  counts,
  onChange,
  extra,
}: {
  state: ListState;
  counts: AgreementCounts | undefined;
  onChange: (next: Partial<ListState>, replace?: boolean) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const active = activeFilterCount(state);
  return (
    <>
      <Button
        variant="default"
        fullWidth
        justify="center"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={active > 0 ? <Badge size="sm" circle aria-hidden>{active}</Badge> : null}
        aria-haspopup="dialog"
        onClick={open}
        data-testid="list-filters-button"
      >
        {t('agreements.list.filters')}
        {/* The name comes from the content, so what is read starts with what is seen (axe label-content-name-mismatch). */}
        {active > 0 && <VisuallyHidden>{t('agreements.list.filtersActiveSuffix', { count: active })}</VisuallyHidden>}
      </Button>
      <Drawer opened={opened} onClose={close} position="bottom" styles={{ content: { height: 'auto', maxHeight: '85dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } }} title={t('agreements.list.filtersTitle')} closeButtonProps={{ 'aria-label': t('agreements.list.filtersClose') }}>
        <Stack gap="md" pb="md">
          <FolderSelect current={state.box} counts={counts} onSelect={(box) => onChange({ box })} />
          <ListToolbar q={state.q} sort={state.sort} onSearch={(q) => onChange({ q }, true)} onSort={(sort) => onChange({ sort }, true)} extra={extra} />
          <Button onClick={close}>{t('agreements.list.filtersDone')}</Button>
        </Stack>
      </Drawer>
    </>
  );
}
