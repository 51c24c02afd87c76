import { Anchor, Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTemplates } from '../api/template-api';
import { rolesLine, templateLinks } from '../lib/template-links';

const SHOWN = 4;

/**
 * The home page's "Start from a template" (product facts: the home offers ready-made
 * templates): the first few of the sender's templates, each one tap from its use form.
 * Nothing shows when the list cannot load; the agreements below still do.
 */
export function TemplatesStrip() {
  const { t } = useTranslation();
  const list = useTemplates({ q: '', sort: 'updated_desc' });
  if (list.isError) return null;
  const items = (list.data?.items ?? []).filter((item) => item.latestVersion !== null).slice(0, SHOWN);
  if (list.isSuccess && items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="templates-strip-title">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} fz="lg" id="templates-strip-title">
          {t('templates.strip.title')}
        </Title>
        <Anchor component={Link} to="/templates" fz="sm">
          {t('templates.strip.all')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {list.isPending
          ? [0, 1, 2, 3].map((slot) => <Skeleton key={slot} height={112} radius="md" />)
          : items.map((template) => (
              <Paper key={String(template.id)} withBorder radius="md" p="md" component="article" aria-label={template.name}>
                <Stack gap={6} h="100%" justify="space-between">
                  <div>
                    <Anchor component={Link} to={templateLinks.detail(template)} fw={600} c="dark.8" style={{ overflowWrap: 'anywhere' }}>
                      {template.name}
                    </Anchor>
                    <Text fz="xs" c="dimmed" lineClamp={1}>
                      {rolesLine(template)}
                    </Text>
                  </div>
                  <Button component={Link} to={templateLinks.use(template)} variant="light" size="xs" leftSection={<IconSend size={14} aria-hidden />} w="fit-content" aria-label={t('templates.useNamed', { name: template.name })}>
                    {t('templates.actions.use')}
                  </Button>
                </Stack>
              </Paper>
            ))}
      </SimpleGrid>
    </Box>
  );
}
