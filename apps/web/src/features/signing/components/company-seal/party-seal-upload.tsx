import { Alert, Button, FileInput, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blobToDataUrl } from '../../../../lib/files/blob-to-data-url';
import { useUploadPartySeal } from '../../api/seal-use-mutations';
import { refusalText } from './refusal-text';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/** A company with no seal on Signet: the signer uploads a picture of theirs, which the certificate marks as not verified. */
export function PartySealUpload({ flowSignerId, party }: { flowSignerId: string; party: string }) {
  const { t } = useTranslation();
  const upload = useUploadPartySeal(flowSignerId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    if (!file) return setProblem(t('seals.signer.uploadRequired'));
    if (!TYPES.includes(file.type) || file.size > MAX_BYTES) return setProblem(t('http_error_8306', { ns: 'common' }));
    upload.mutate(await blobToDataUrl(file));
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('seals.signer.uploadTitle', { party })}</Text>
      <Text fz="sm">{t('seals.signer.uploadHint', { party })}</Text>
      <Alert color="orange" variant="light" p="xs">
        {t('seals.signer.uploadNote', { party })}
      </Alert>
      <FileInput
        label={t('seals.signer.uploadChoose')}
        accept={TYPES.join(',')}
        leftSection={<IconUpload size={16} aria-hidden />}
        value={file}
        clearable
        error={problem ?? (upload.isError ? refusalText(upload.error, t) : null)}
        onChange={(chosen) => {
          setFile(chosen);
          setProblem(null);
        }}
      />
      <Button style={{ alignSelf: 'flex-start' }} loading={upload.isPending} onClick={() => void send()}>
        {t('seals.signer.uploadButton')}
      </Button>
    </Stack>
  );
}
