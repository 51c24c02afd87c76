import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Agreement, RecipientStatus } from '@signet/contracts';
import { IconAlertTriangle, IconCheck, IconClock, IconEye, IconKey, IconMail, IconSend, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../../hooks/use-format-time';
import { recipientProgress, resendScopeFor } from '../lib/recipient-progress';

const STATE_LOOK: Record<RecipientStatus, { color: string; icon: ReactNode }> = {
  pending: { color: 'gray', icon: <IconClock size={16} /> },
  invited: { color: 'blue', icon: <IconMail size={16} /> },
  viewed: { color: 'cyan', icon: <IconEye size={16} /> },
  signed: { color: 'green', icon: <IconCheck size={16} /> },
  declined: { color: 'red', icon: <IconX size={16} /> },
};

/** Recipients in order with their role and where each one is; a bounced invitation says so and offers a re-send. */
export function RecipientsSection({
  agreement,
  canResend,
  locked,
  onResend,
  resendBusy,
}: {
  agreement: Agreement;
  canResend: boolean;
  locked: boolean;
  onResend: (scope: 'all' | 'next') => void;
  resendBusy: boolean;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="recipients-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg" id="recipients-title">
          {t('agreements.detail.recipients')}
        </Title>
        {!agreement.selfSign && agreement.recipients.length > 1 && (
          <Text fz="sm" c="dimmed">
            {agreement.signingOrder ? t('agreements.detail.orderOn') : t('agreements.detail.orderOff')}
          </Text>
        )}
      </Group>
      <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {agreement.recipients.map((recipient, index) => {
          const progress = recipientProgress(recipient);
          const look = STATE_LOOK[progress.status];
          const state = t(`agreements.detail.state_${progress.status}`);
          const scope = canResend && progress.deliveryFailed ? resendScopeFor(agreement.recipients, recipient.id) : null;
          return (
            <Group
              component="li"
              key={String(recipient.id)}
              align="flex-start"
              gap="sm"
              wrap="nowrap"
              py="sm"
              style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)' }}
            >
              <ThemeIcon color={look.color} variant="light" radius="xl" size={32} aria-hidden>
                {agreement.signingOrder ? (
                  <Text fz="sm" fw={700}>
                    {recipient.order}
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
                  {recipient.accessCode && (
                    <Badge size="sm" variant="light" color="gray" radius="sm" tt="none" fw={500} leftSection={<IconKey size={12} aria-hidden />}>
                      {t('agreements.detail.accessCode')}
                    </Badge>
                  )}
                </Group>
                <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {recipient.email}
                </Text>
                <Text fz="sm" c={`${look.color}.8`} fw={500}>
                  {progress.at ? t('agreements.detail.stateAt', { state, time: formatTime(progress.at) }) : state}
                </Text>
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
                    {scope && (
                      <Button size="compact-sm" variant="default" leftSection={<IconSend size={14} aria-hidden />} disabled={locked} loading={resendBusy} onClick={() => onResend(scope)}>
                        {t('agreements.detail.resendToRecipient')}
                      </Button>
                    )}
                  </Group>
                )}
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
