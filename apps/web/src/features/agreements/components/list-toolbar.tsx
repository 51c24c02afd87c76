import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { AGREEMENT_SORTS, LIMITS } from '@signet/contracts';
import type { AgreementSort } from '@signet/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const SEARCH_DEBOUNCE_MS = 300;

/** Search (debounced into the URL) and order of the list; `extra` adds a filter beside them (an admin's "Sent by"). */
export function ListToolbar({
  q,
  sort,
  onSearch,
  onSort,
  extra,
}: {
  q: string;
  sort: AgreementSort;
  onSearch: (q: string) => void;
  onSort: (sort: AgreementSort) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(q);
  const [seen, setSeen] = useState(q);
  // Back, forward or a folder link changed the URL's search: show it.
  if (q !== seen) {
    setSeen(q);
    setValue(q);
  }
  const commit = useDebouncedCallback((next: string) => onSearch(next), SEARCH_DEBOUNCE_MS);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        style={{ flex: '1 1 240px' }}
        label={t('agreements.search.label')}
        placeholder={t('agreements.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={LIMITS.agreementSearchChars}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(value);
        }}
        rightSection={
          value ? (
            <CloseButton
              aria-label={t('agreements.search.clear')}
              onClick={() => {
                setValue('');
                onSearch('');
              }}
            />
          ) : null
        }
      />
      <NativeSelect
        style={{ flex: '0 1 240px' }}
        label={t('agreements.sort.label')}
        value={sort}
        onChange={(event) => onSort(event.currentTarget.value as AgreementSort)}
        data={AGREEMENT_SORTS.map((value) => ({ value, label: t(`agreements.sort.${value}`) }))}
      />
      {extra}
    </Group>
  );
}
