import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** No template yet: what a template is for, and the two ways to make one. */
export function TemplatesEmpty({ onCreate, creating }: { onCreate: () => void; creating: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} data-testid="templates-empty">
      <Stack align="center" gap="md" ta="center" maw={520} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconTemplate size={32} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t('templates.empty.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('templates.empty.body')}
        </Text>
        <List fz="sm" ta="left" spacing={6} c="dark.6">
          <List.Item>{t('templates.empty.point1')}</List.Item>
          <List.Item>{t('templates.empty.point2')}</List.Item>
          <List.Item>{t('templates.empty.point3')}</List.Item>
        </List>
        <Group justify="center" gap="sm">
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onCreate} loading={creating}>
            {t('templates.new')}
          </Button>
          <Button component={Link} to="/agreements" variant="default">
            {t('templates.empty.fromAgreement')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
