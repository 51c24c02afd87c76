import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { FileWithPath } from '@mantine/dropzone';
import { LIMITS } from '@signet/contracts';
import { IconAlertCircle, IconCloudUpload, IconFileTypePdf } from '@tabler/icons-react';
import { useId } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatFileSize } from '../../../hooks/use-format-file-size';
import type { Refusal } from '../hooks/use-verification';
import { PDF_ACCEPT } from '../lib/pdf-choice';

export interface VerifyDropzoneProps {
  onChoose: (files: File[]) => void;
  refusal: Refusal | null;
  dropzoneRef?: Ref<HTMLDivElement>;
}

/** Drop or choose one PDF; anything else is refused here with the reason, before it is sent. */
export function VerifyDropzone({ onChoose, refusal, dropzoneRef }: VerifyDropzoneProps) {
  const { t } = useTranslation();
  const formatSize = useFormatFileSize();
  const hintId = useId();
  const size = formatSize(LIMITS.maxFileBytes);

  return (
    <Stack gap="sm">
      <Dropzone
        ref={dropzoneRef}
        onDropAny={(accepted: FileWithPath[], rejected) => onChoose([...accepted, ...rejected.map((rejection) => rejection.file)])}
        onDrop={() => undefined}
        accept={PDF_ACCEPT}
        multiple={false}
        radius="lg"
        role="button"
        aria-label={t('verify.drop.label')}
        aria-describedby={hintId}
        // The picker's filter is a convenience: our own check names what is wrong with a dropped file.
        validator={() => null}
        styles={{ root: { borderWidth: 2 } }}
      >
        <Stack align="center" justify="center" gap="sm" mih={{ base: 200, sm: 240 }} ta="center" p="md" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              <IconCloudUpload size={34} />
            </ThemeIcon>
          </Dropzone.Accept>
          <Dropzone.Idle>
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              <IconFileTypePdf size={34} />
            </ThemeIcon>
          </Dropzone.Idle>
          <Dropzone.Reject>
            <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
              <IconFileTypePdf size={34} />
            </ThemeIcon>
          </Dropzone.Reject>
          <Text fw={600} fz="lg">
            {t('verify.drop.title')}
          </Text>
          <Text fz="sm" c="dimmed" id={hintId}>
            {t('verify.drop.hint', { size })}
          </Text>
          <Group justify="center">
            <Button component="span" variant="light" aria-hidden tabIndex={-1}>
              {t('verify.drop.choose')}
            </Button>
          </Group>
        </Stack>
      </Dropzone>
      {refusal && (
        <Alert color="red" radius="md" icon={<IconAlertCircle size={20} />} role="alert">
          {t(`verify.refusals.${refusal.reason}`, { name: refusal.name, size })}
        </Alert>
      )}
    </Stack>
  );
}
