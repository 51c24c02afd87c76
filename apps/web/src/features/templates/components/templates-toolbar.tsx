import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { LIMITS, TEMPLATE_SORTS, type TemplateSort } from '@signet/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Search by name and the order of the list. */
export function TemplatesToolbar({ q, sort, onSearch, onSort }: { q: string; sort: TemplateSort; onSearch: (q: string) => void; onSort: (sort: TemplateSort) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        style={{ flex: '1 1 240px' }}
        label={t('templates.search.label')}
        placeholder={t('templates.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={LIMITS.documentNameChars}
        value={q}
        onChange={(event) => onSearch(event.currentTarget.value)}
        rightSection={q ? <CloseButton aria-label={t('templates.search.clear')} onClick={() => onSearch('')} /> : null}
      />
      <NativeSelect
        style={{ flex: '0 1 220px' }}
        label={t('templates.sort.label')}
        value={sort}
        onChange={(event) => onSort(event.currentTarget.value as TemplateSort)}
        data={TEMPLATE_SORTS.map((value) => ({ value, label: t(`templates.sort.${value}`) }))}
      />
    </Group>
  );
}
