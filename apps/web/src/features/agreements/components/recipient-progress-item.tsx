import { Badge, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Agreement } from '@signet/contracts';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconCircleMinus, IconClock, IconEye, IconMail, IconSend, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecipientVerificationBadge } from '../../../components/recipient-verification-badge';
import { useFormatTime } from '../../../hooks/use-format-time';
import { recipientProgress, type ProgressState } from '../lib/recipient-progress';

const STATE_LOOK: Record<ProgressState, { color: string; icon: ReactNode }> = {
  pending: { color: 'gray', icon: <IconClock size={16} /> },
  copy_pending: { color: 'gray', icon: <IconClock size={16} /> },
  invited: { color: 'blue', icon: <IconMail size={16} /> },
  viewed: { color: 'cyan', icon: <IconEye size={16} /> },
  signed: { color: 'green', icon: <IconCheck size={16} /> },
  filled: { color: 'green', icon: <IconCheck size={16} /> },
  approved: { color: 'teal', icon: <IconCircleCheck size={16} /> },
  declined: { color: 'red', icon: <IconX size={16} /> },
  released: { color: 'gray', icon: <IconCircleMinus size={16} /> },
};

interface RecipientProgressItemProps {
  recipient: Agreement['recipients'][number];
  /** Shown in the round mark instead of the state's icon (the step, when each step is one person). */
  number: number | null;
  /** 'next' or 'all' when a bounced invitation can be sent again, else null. */
  resendScope: 'next' | 'all' | null;
  locked: boolean;
  resendBusy: boolean;
  onResend: (scope: 'all' | 'next') => void;
}

/** One recipient: name, role, how they prove who they are, address, where they are (approved, released for their group…) and a re-send after a bounce. */
export function RecipientProgressItem({ recipient, number, resendScope, locked, resendBusy, onResend }: RecipientProgressItemProps) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const progress = recipientProgress(recipient);
  const look = STATE_LOOK[progress.state];
  const state = t(`agreements.detail.state_${progress.state}`);
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" py="sm">
      <ThemeIcon color={look.color} variant="light" radius="xl" size={32} aria-hidden>
        {number !== null ? (
          <Text fz="sm" fw={700}>
            {number}
          </Text>
        ) : (
          look.icon
        )}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} style={{ wordBreak: 'break-word' }}>
            {recipient.name || recipient.email}
          </Text>
          <Badge size="sm" variant="outline" color="gray" radius="sm" tt="none" fw={500}>
            {t(`agreements.detail.role_${recipient.role}`)}
          </Badge>
          <RecipientVerificationBadge recipient={recipient} />
        </Group>
        <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {recipient.email}
        </Text>
        <Text fz="sm" c={`${look.color}.8`} fw={500}>
          {/* A release already says why in words; its time is in the history. */}
          {progress.at && progress.state !== 'released' ? t('agreements.detail.stateAt', { state, time: formatTime(progress.at) }) : state}
        </Text>
        {recipient.role === 'copy' && recipient.copyAtSend && (
          <Text fz="xs" c="dimmed">
            {t('agreements.detail.copyAtSend')}
          </Text>
        )}
        {progress.declineReason && (
          <Text fz="sm" style={{ wordBreak: 'break-word' }}>
            {t('agreements.detail.declineReason', { reason: progress.declineReason })}
          </Text>
        )}
        {progress.deliveryFailed && (
          <Group gap="xs" mt={4} wrap="wrap" align="center">
            <Group gap={4} wrap="nowrap" c="red.8">
              <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text fz="sm" fw={500}>
                {t('delivery_failure', { ns: 'common' })}
              </Text>
            </Group>
            {resendScope && (
              <Button size="compact-sm" variant="default" leftSection={<IconSend size={14} aria-hidden />} disabled={locked} loading={resendBusy} onClick={() => onResend(resendScope)}>
                {t('agreements.detail.resendToRecipient')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Group>
  );
}
