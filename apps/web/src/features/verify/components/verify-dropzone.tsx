import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { FileWithPath } from '@mantine/dropzone';
import { LIMITS } from '@signet/contracts';
import { IconAlertCircle, IconCloudUpload, IconFileTypePdf } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatFileSize } from '../../../hooks/use-format-file-size';
import type { Refusal } from '../hooks/use-verification';
import { PDF_ACCEPT } from '../lib/pdf-choice';

export interface VerifyDropzoneProps {
  onChoose: (files: File[]) => void;
  refusal: Refusal | null;
  /** The choose button, focused again when the reader comes back for the next file. */
  dropzoneRef?: Ref<HTMLButtonElement>;
}

/**
 * Drop or choose one PDF; anything else is refused here with the reason, before it is sent.
 * The drop area is only a drop target; the one control is a real button inside it that
 * opens the file picker (a file input nested in a button-role area is not accessible).
 */
export function VerifyDropzone({ onChoose, refusal, dropzoneRef }: VerifyDropzoneProps) {
  const { t } = useTranslation();
  const formatSize = useFormatFileSize();
  const hintId = useId();
  const size = formatSize(LIMITS.maxFileBytes);
  const openRef = useRef<() => void>(null);

  return (
    <Stack gap="sm">
      <Dropzone
        openRef={openRef}
        activateOnClick={false}
        activateOnKeyboard={false}
        onDropAny={(accepted: FileWithPath[], rejected) => onChoose([...accepted, ...rejected.map((rejection) => rejection.file)])}
        onDrop={() => undefined}
        accept={PDF_ACCEPT}
        multiple={false}
        radius="lg"
        // The picker's filter is a convenience: our own check names what is wrong with a dropped file.
        validator={() => null}
        // Mantine lets drags pass through the inside (pointer-events: none); the choose button must take clicks.
        styles={{ root: { borderWidth: 2 }, inner: { pointerEvents: 'all' } }}
      >
        <Stack align="center" justify="center" gap="sm" mih={{ base: 200, sm: 240 }} ta="center" p="md">
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
            <Button ref={dropzoneRef} variant="light" onClick={() => openRef.current?.()} aria-label={t('verify.drop.label')} aria-describedby={hintId}>
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
