import { Center, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../../lib/companies/companies-api';
import type { SealFaceEditor } from '../../hooks/use-seal-face-editor';

/** What the server would draw: the generated face, or the uploaded picture with its paper made transparent. */
export function SealFacePreview({ editor }: { editor: SealFaceEditor }) {
  const { t } = useTranslation();
  const { preview, face } = editor;
  const image = face ? preview.data?.image : undefined;
  const failed = face && preview.isError ? refusalMessage(preview.error, t('companies.failed')) : null;
  return (
    <Stack gap={4} align="center">
      <Text fz="sm" fw={500} style={{ alignSelf: 'flex-start' }}>
        {t('seals.form.preview')}
      </Text>
      {/* A checkerboard shows which parts of an uploaded picture became transparent. */}
      <Paper
        withBorder
        radius="md"
        w="100%"
        h={{ base: 150, sm: 220 }}
        aria-busy={preview.isFetching || undefined}
        style={{ backgroundImage: 'repeating-conic-gradient(#f1f3f5 0% 25%, #fff 0% 50%)', backgroundSize: '16px 16px' }}
      >
        <Center h="100%" p="sm" pos="relative">
          {image ? <Image src={image} alt={t('seals.form.previewAlt')} mah="100%" maw="100%" fit="contain" /> : <Text fz="sm" c="dimmed">{t('seals.form.previewEmpty')}</Text>}
          {preview.isFetching && <Loader size="sm" pos="absolute" top={8} right={8} aria-label={t('seals.form.previewing')} />}
        </Center>
      </Paper>
      {failed && (
        <Text fz="sm" c="red.8" role="alert">
          {t('seals.form.previewFailed', { reason: failed })}
        </Text>
      )}
    </Stack>
  );
}
