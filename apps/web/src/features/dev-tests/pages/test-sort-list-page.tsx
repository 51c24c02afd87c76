import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { moveItem } from '../../../components/sortable-list/move-item';
import { SortableList } from '../../../components/sortable-list/sortable-list';
import { usePageTitle } from '../../../hooks/use-page-title';

const SAMPLE = [
  { id: 'alice', name: 'Alice Chen', email: 'alice@example.com' },
  { id: 'bob', name: 'Bob Martin', email: 'bob@example.com' },
  { id: 'chloe', name: 'Chloé Dubois', email: 'chloe@example.com' },
  { id: 'dev', name: 'Dev Patel', email: 'dev@example.com' },
  { id: 'emi', name: 'Emi Tanaka', email: 'emi@example.com' },
];

/** /test/sortList: the sortable list alone, to try pointer, touch and keyboard reordering. */
export function TestSortListPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.testSortList.title'));
  const [items, setItems] = useState(SAMPLE);
  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="lg">
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t('common.developerPage')}
          </Badge>
        </Group>
        <PageHeader title={t('pages.testSortList.title')} subtitle={t('sortableList.testIntro')} />
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="md" mb={6}>
            {t('sortableList.keyboardTitle')}
          </Title>
          <Text fz="sm">{t('sortableList.instructions')}</Text>
        </Paper>
        <SortableList
          items={items}
          getId={(item) => item.id}
          getLabel={(item) => item.name}
          onMove={(from, to) => setItems((current) => moveItem(current, from, to))}
          label={t('sortableList.sampleLabel')}
          renderItem={(item, { index, handle }) => (
            <Paper withBorder radius="md" p={6} mb="xs">
              <Group wrap="nowrap" gap="sm">
                {handle}
                <Badge circle size="lg" variant="light" color="gray" aria-hidden>
                  {index + 1}
                </Badge>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {item.name}
                  </Text>
                  <Text fz="sm" c="dimmed" truncate>
                    {item.email}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          )}
        />
        <Text fz="sm" c="dimmed" data-testid="sort-order">
          {t('sortableList.orderNow', { order: items.map((item) => item.name).join(', ') })}
        </Text>
        <Group>
          <Button variant="default" onClick={() => setItems(SAMPLE)}>
            {t('sortableList.reset')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
