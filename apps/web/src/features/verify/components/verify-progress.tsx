import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatFileSize } from '../../../hooks/use-format-file-size';

/** The file on its way: upload progress, then the server's check once every byte has left. */
export function VerifyProgress({ file, progress, onCancel }: { file: File; progress: number; onCancel: () => void }) {
  const { t } = useTranslation();
  const formatSize = useFormatFileSize();
  const sent = progress >= 1;
  const percent = Math.round(progress * 100);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-busy>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
            <IconFileTypePdf size={28} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <Text fz="sm" c="dimmed">
              {formatSize(file.size)}
            </Text>
          </Stack>
        </Group>
        <Progress
          value={sent ? 100 : percent}
          animated={sent}
          striped={sent}
          size="lg"
          radius="xl"
          aria-label={t('verify.progress.label')}
          aria-valuetext={sent ? t('verify.progress.checking', { name: file.name }) : `${percent}%`}
        />
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {sent ? t('verify.progress.checking', { name: file.name }) : `${t('verify.progress.uploading', { name: file.name })} ${percent}%`}
          </Text>
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('verify.progress.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
