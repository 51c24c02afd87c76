import { ActionIcon, Anchor, Box, Group, Progress, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFile, IconLock, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatFileSize } from '../../../hooks/use-format-file-size';
import type { PlanExceededType } from '@signet/contracts';
import { usePlanThatLifts } from '../../../lib/plans/use-plan-catalogue';
import { useAppStore } from '../../../lib/state/app-store';
import type { UploadRow as Row } from '../hooks/use-upload-rows';
import { planLimitOf } from '../lib/plan-limit-of';
import { useRowMessage } from './row-message';
import { UnlockForm } from './unlock-form';

interface UploadRowProps {
  row: Row;
  onCancel: () => void;
  onRetry: () => void;
  onRemove: () => void;
  onUnlock: (password: string) => void;
}

const ICON = {
  done: { icon: IconCircleCheck, color: 'teal' },
  error: { icon: IconAlertCircle, color: 'red' },
  canceled: { icon: IconX, color: 'gray' },
  locked: { icon: IconLock, color: 'signet' },
  unlocking: { icon: IconLock, color: 'signet' },
} as const;

/** One file of an upload: name, size, progress, then its result or its password prompt. */
export function UploadRow({ row, onCancel, onRetry, onRemove, onUnlock }: UploadRowProps) {
  const { t } = useTranslation();
  const formatSize = useFormatFileSize();
  const message = useRowMessage();
  const name = row.file.name;
  const running = row.status === 'queued' || row.status === 'uploading' || row.status === 'processing';
  const look = row.status in ICON ? ICON[row.status as keyof typeof ICON] : { icon: IconFile, color: 'gray' };
  const Icon = look.icon;

  return (
    <Box component="li" py="sm" px="md" style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" color={look.color} size={36} radius="md" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text fw={600} fz="sm" truncate title={name}>
              {name}
            </Text>
            <Text fz="xs" c="dimmed" style={{ flex: 'none' }}>
              {formatSize(row.file.size)}
            </Text>
          </Group>

          {running && (
            <>
              <Progress.Root size="sm" radius="xl">
                <Progress.Section
                  value={Math.round(row.progress * 100)}
                  animated={row.status === 'processing'}
                  striped={row.status === 'processing'}
                  aria-label={t('documents.upload.progressFor', { name })}
                />
              </Progress.Root>
              <Text fz="xs" c="dimmed" aria-live="polite">
                {row.status === 'queued'
                  ? t('documents.upload.queued')
                  : row.status === 'processing'
                    ? t('documents.upload.processing')
                    : t('documents.upload.uploading', { percent: Math.round(row.progress * 100) })}
              </Text>
            </>
          )}

          {row.status === 'done' && row.document && (
            <Text fz="sm" c="teal.8" fw={500}>
              {t('documents.upload.pages', { count: row.document.pageCount })}
            </Text>
          )}
          {row.status === 'error' && row.error && (
            <Text fz="sm" c="red.7" role="alert">
              {message(row.error)}
            </Text>
          )}
          {row.status === 'error' && <LiftLimitLink limit={planLimitOf(row.error)} />}
          {row.status === 'canceled' && (
            <Text fz="sm" c="dimmed">
              {t('upload_canceled', { ns: 'common' })}
            </Text>
          )}
          {(row.status === 'locked' || row.status === 'unlocking') && row.uploadId !== undefined && (
            <UnlockForm fileName={name} busy={row.status === 'unlocking'} error={row.passwordError ? message(row.passwordError) : null} onUnlock={onUnlock} />
          )}
        </Stack>

        <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
          {(row.status === 'error' || row.status === 'canceled') && row.retryable && (
            <Tooltip label={t('documents.upload.retry')}>
              <ActionIcon variant="subtle" color="gray" aria-label={t('documents.upload.retry')} onClick={onRetry}>
                <IconRefresh size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {running ? (
            <Tooltip label={t('documents.upload.cancel')}>
              <ActionIcon variant="subtle" color="gray" aria-label={t('documents.upload.cancel')} onClick={onCancel}>
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            row.status !== 'unlocking' && (
              <Tooltip label={t('documents.upload.remove')}>
                <ActionIcon variant="subtle" color="gray" aria-label={t('documents.upload.remove')} onClick={onRemove}>
                  <IconX size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )
          )}
        </Group>
      </Group>
    </Box>
  );
}

/** Under a file refused by a plan limit: the plan that allows it, opening the plan-exceeded dialog. */
function LiftLimitLink({ limit }: { limit: PlanExceededType | null }) {
  const { t } = useTranslation();
  const lifts = usePlanThatLifts(limit ?? 'chat_num');
  const showPlanExceeded = useAppStore((state) => state.showPlanExceeded);
  if (!limit || !lifts) return null;
  return (
    <Anchor component="button" type="button" fz="sm" ta="start" onClick={() => showPlanExceeded(limit)}>
      {t('documents.upload.liftLimit', { plan: t(`pricing.plan_${lifts.id}`) })}
    </Anchor>
  );
}
