import { Badge, Box, Button, Code, Container, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableResizable } from '../../../components/draggable-resizable/draggable-resizable';
import type { FractionRect } from '../../../components/draggable-resizable/geometry';
import { usePageTitle } from '../../../hooks/use-page-title';

/** An A4 sheet in points, the shape most fields are placed on. */
const PAGE = { width: 595, height: 842 };
const START: FractionRect = { x: 0.3, y: 0.4, width: 0.35, height: 0.08 };

const round = (value: number, digits = 4) => Number(value.toFixed(digits));

/** /test/draggableResizable: one box on a page-shaped area, with its geometry read out live. */
export function TestDraggableResizablePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.testDraggableResizable.title'));
  const [rect, setRect] = useState<FractionRect>(START);
  const [present, setPresent] = useState(true);
  const [selected, setSelected] = useState(true);
  const [narrow, setNarrow] = useState(false);

  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="md">
        <div>
          <Badge variant="light" color="gray" mb="xs">
            {t('common.developerPage')}
          </Badge>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('pages.testDraggableResizable.title')}
          </Title>
          <Text c="dimmed">{t('fields.devPage.intro')}</Text>
        </div>
        <Group gap="md" align="flex-start" wrap="wrap">
          <Box
            bg="var(--mantine-color-gray-2)"
            p="md"
            style={{ flex: '1 1 280px', display: 'flex', justifyContent: 'center', borderRadius: 'var(--mantine-radius-md)' }}
            onPointerDown={(event) => event.target === event.currentTarget && setSelected(false)}
          >
            <Box
              data-testid="dr-page"
              bg="white"
              w={narrow ? '60%' : '100%'}
              maw={460}
              style={{ position: 'relative', aspectRatio: `${PAGE.width} / ${PAGE.height}`, boxShadow: '0 1px 4px rgba(0,0,0,.18)', transition: 'width 150ms' }}
            >
              {present && (
                <DraggableResizable
                  rect={rect}
                  onChange={setRect}
                  label={t('fields.devPage.boxLabel')}
                  instructions={t('fields.keyboardHelp')}
                  roleDescription={t('fields.roleDescription')}
                  selected={selected}
                  onSelect={() => setSelected(true)}
                  onDelete={() => setPresent(false)}
                  minSizePx={{ width: 24, height: 16 }}
                  color="var(--mantine-color-blue-6)"
                  data-testid="dr-box"
                >
                  <Text size="xs" fw={600} c="blue.9" p={4} truncate>
                    {t('fields.type.signature')}
                  </Text>
                </DraggableResizable>
              )}
            </Box>
          </Box>
          <Paper withBorder p="md" radius="md" style={{ flex: '1 1 260px' }}>
            <Stack gap="xs">
              <Text fw={600}>{t('fields.devPage.readout')}</Text>
              <Code block data-testid="dr-readout">
                {present
                  ? `x ${round(rect.x)}\ny ${round(rect.y)}\nw ${round(rect.width)}\nh ${round(rect.height)}\n\n` +
                    `pt: ${round(rect.x * PAGE.width, 1)}, ${round(rect.y * PAGE.height, 1)}, ${round(rect.width * PAGE.width, 1)} × ${round(rect.height * PAGE.height, 1)}`
                  : t('fields.devPage.removed')}
              </Code>
              <Switch checked={narrow} onChange={(event) => setNarrow(event.currentTarget.checked)} label={t('fields.devPage.narrow')} />
              <Button
                variant="default"
                onClick={() => {
                  setRect(START);
                  setPresent(true);
                  setSelected(true);
                }}
              >
                {t('fields.devPage.reset')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('fields.keyboardHelp')}
              </Text>
            </Stack>
          </Paper>
        </Group>
      </Stack>
    </Container>
  );
}
