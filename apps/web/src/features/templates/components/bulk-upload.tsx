import { Button, FileButton, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconDownload, IconTableImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ACCEPT = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '.csv', '.xlsx'];

/** Where the sender drops or picks the CSV or XLSX file, and gets the sample. */
export function BulkUpload({ onFile, onSample, checking, progress }: { onFile: (file: File) => void; onSample: () => void; checking: boolean; progress: number | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Dropzone onDrop={(files) => files[0] && onFile(files[0])} accept={ACCEPT} multiple={false} activateOnClick={false} loading={checking} radius="md" styles={{ root: { borderWidth: 2 } }}>
          <Group justify="center" gap="md" mih={120} wrap="nowrap" p="sm">
            <ThemeIcon size={52} radius="xl" variant="light" aria-hidden visibleFrom="xs">
              <IconTableImport size={28} />
            </ThemeIcon>
            <Stack gap={6} align="flex-start">
              <Text fw={600}>{t('templates.bulk.dropTitle')}</Text>
              <Text fz="sm" c="dimmed">
                {t('templates.bulk.dropHint')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {/* A real button outside the drop area: the area only takes drops, so it never wraps a file input in a button. */}
        <FileButton onChange={(file) => file && onFile(file)} accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet">
          {(props) => (
            <Button {...props} variant="light" loading={checking} data-testid="bulk-choose" w={{ base: '100%', xs: 'auto' }}>
              {t('templates.bulk.choose')}
            </Button>
          )}
        </FileButton>
        {progress !== null && checking && <Progress value={progress * 100} size="sm" aria-label={t('templates.bulk.checking')} animated />}
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {t('templates.bulk.sampleHint')}
          </Text>
          <Button variant="subtle" size="sm" leftSection={<IconDownload size={16} aria-hidden />} onClick={onSample}>
            {t('templates.bulk.sample')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
