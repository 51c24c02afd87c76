import '@mantine/dropzone/styles.css';
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { FileWithPath } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { TIMING } from '@signet/contracts';
import type { StoredDocument } from '@signet/contracts';
import { IconCloudUpload, IconFileUpload } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatFileSize } from '../../../hooks/use-format-file-size';
import { useSessionStore } from '../../../lib/state/session-store';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useUploadRows } from '../hooks/use-upload-rows';
import { ACCEPTED_TYPES, triageFiles, uploadLimitsFor } from '../lib/file-checks';
import { UploadRow } from './upload-row';

export interface UploadPanelProps {
  /** Called for each stored document (after upload, or after its password opened it). */
  onUploaded?: (document: StoredDocument) => void;
}

/**
 * Drop or choose files (spec 5 groups, any case, up to the plan's number per upload);
 * each becomes a row with its progress, cancel, result or password prompt.
 */
export function UploadPanel({ onUploaded }: UploadPanelProps) {
  const { t } = useTranslation();
  const formatSize = useFormatFileSize();
  const hintId = useId();
  const openRef = useRef<() => void>(null);
  const planDetail = useSessionStore((state) => state.planDetail);
  const limits = uploadLimitsFor(planDetail);
  const { rows, running, addFiles, cancel, unlock, retry, remove, clearFinished } = useUploadRows(onUploaded);
  useLeaveGuard(running > 0);

  // One selection, accepted and rejected alike: the count rule applies to all it holds.
  const onSelect = (files: FileWithPath[]) => {
    if (files.length === 0) return;
    const triage = triageFiles(files, limits);
    if (triage.tooMany) {
      notifications.show({
        id: 'max-files-per-upload',
        color: 'red',
        message: t('max_files_per_upload', { ns: 'common', n: limits.filesPerUpload }),
        autoClose: TIMING.toastMs,
        withCloseButton: true,
      });
      return;
    }
    addFiles(triage.files);
  };

  const finished = rows.some((row) => row.status === 'done' || row.status === 'error' || row.status === 'canceled');

  return (
    <Stack gap="sm">
      {/* A drop target only: the button inside opens the picker (no file input nested in a button-role area). */}
      <Dropzone
        openRef={openRef}
        activateOnClick={false}
        activateOnKeyboard={false}
        onDropAny={(accepted, rejected) => onSelect([...accepted, ...rejected.map((rejection) => rejection.file)])}
        onDrop={() => undefined}
        accept={ACCEPTED_TYPES}
        multiple
        radius="lg"
        // The browser's filter is only a convenience: our own check gives the spec's message per file.
        validator={() => null}
        // Mantine lets drags pass through the inside (pointer-events: none); the choose button must take clicks.
        styles={{ root: { borderWidth: 2 }, inner: { pointerEvents: 'all' } }}
      >
        <Group justify="center" gap="lg" mih={140} wrap="nowrap" p="sm">
          <Dropzone.Accept>
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconCloudUpload size={30} />
            </ThemeIcon>
          </Dropzone.Accept>
          <Dropzone.Idle>
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden visibleFrom="xs">
              <IconFileUpload size={30} />
            </ThemeIcon>
          </Dropzone.Idle>
          <Stack gap={6} align="flex-start">
            <Text fw={600} fz="lg">
              {t('documents.upload.dropTitle')}
            </Text>
            <Text fz="sm" c="dimmed" id={hintId}>
              {t('documents.upload.dropHint', { files: limits.filesPerUpload, size: formatSize(limits.maxFileBytes), pages: limits.maxPagesPerFile })}
            </Text>
            <Button size="sm" variant="light" mt={4} onClick={() => openRef.current?.()} aria-describedby={hintId}>
              {t('documents.upload.choose')}
            </Button>
          </Stack>
        </Group>
      </Dropzone>

      {rows.length > 0 && (
        <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
          <Group justify="space-between" px="md" py={8} bg="var(--mantine-color-gray-0)">
            <Text fw={600} fz="sm" id={`${hintId}-list`}>
              {t('documents.upload.listLabel')}
            </Text>
            {finished && (
              <Button size="compact-xs" variant="subtle" color="gray" onClick={clearFinished}>
                {t('documents.upload.clearFinished')}
              </Button>
            )}
          </Group>
          <ul aria-labelledby={`${hintId}-list`} style={{ margin: 0, padding: 0 }}>
            {rows.map((row) => (
              <UploadRow
                key={row.id}
                row={row}
                onCancel={() => cancel(row.id)}
                onRetry={() => retry(row)}
                onRemove={() => remove(row.id)}
                onUnlock={(password) => row.uploadId !== undefined && void unlock(row.id, row.uploadId, password)}
              />
            ))}
          </ul>
        </Paper>
      )}
    </Stack>
  );
}
