import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A check that did not happen (too many checks, network, server): why, and the ways on. */
export function VerifyError({ message, onRetry, onOther }: { message: string; onRetry: () => void; onOther: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Stack gap="md" align="flex-start">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
            <IconAlertCircle size={28} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="lg">
              {t('verify.error.title')}
            </Title>
            <Text c="dimmed">{message}</Text>
          </Stack>
        </Group>
        <Group gap="sm">
          <Button onClick={onRetry}>{t('verify.error.retry')}</Button>
          <Button variant="default" onClick={onOther}>
            {t('verify.error.other')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
