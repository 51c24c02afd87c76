import { Alert, Button, Group, Text } from '@mantine/core';
import type { Agreement } from '@signet/contracts';
import { IconAlertTriangle, IconBan, IconBellRinging, IconCalendarTime, IconHourglassEmpty, IconLoader, IconSignature, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatTime } from '../../../hooks/use-format-time';
import { selfSignRecipientId } from '../lib/agreement-actions';
import { routeFinished } from '../lib/recipient-progress';

/** What the state means for the sender, above the details: trash, voided, expired, sealing failed or under way, my own signature due; when it expires and how signers are reminded. */
export function StateNotes({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const deletedAt = agreement.deletedAt ?? null;
  const me = selfSignRecipientId({ ...agreement, role: 'sender', deletedAt });
  const sealing = agreement.status === 'waiting' && !deletedAt && routeFinished(agreement);
  return (
    <>
      {deletedAt && (
        <Alert color="gray" variant="light" icon={<IconTrash size={18} aria-hidden />}>
          {t('agreements.detail.inTrash', { time: formatTime(deletedAt) })}
        </Alert>
      )}
      {agreement.status === 'updating' && (
        <Alert color="yellow" variant="light" icon={<IconLoader size={18} aria-hidden />}>
          {t('agreements.actions.updatingNote')}
        </Alert>
      )}
      {agreement.status === 'voided' && agreement.voided && (
        <Alert color="gray" variant="light" icon={<IconBan size={18} aria-hidden />} title={t('agreements.detail.voided', { time: formatTime(agreement.voided.at) })}>
          <Text fz="sm" style={{ wordBreak: 'break-word' }}>
            {t('agreements.detail.voidedReason', { reason: agreement.voided.reason })}
          </Text>
        </Alert>
      )}
      {agreement.status === 'expired' && agreement.expiresAt && (
        <Alert color="grape" variant="light" icon={<IconHourglassEmpty size={18} aria-hidden />}>
          {t('agreements.followUp.summaryExpired', { time: formatTime(agreement.expiresAt) })}
        </Alert>
      )}
      {agreement.status === 'waiting' && !agreement.selfSign && !sealing && !deletedAt && (
        <Group gap="lg" wrap="wrap" aria-label={t('agreements.followUp.title')} role="group">
          {agreement.expiresAt && (
            <Group gap={6} wrap="nowrap">
              <IconCalendarTime size={16} aria-hidden />
              <Text fz="sm" c="dimmed">
                {t('agreements.followUp.summaryExpires', { time: formatTime(agreement.expiresAt) })}
              </Text>
            </Group>
          )}
          <Group gap={6} wrap="nowrap">
            <IconBellRinging size={16} aria-hidden />
            <Text fz="sm" c="dimmed">
              {agreement.reminders
                ? t('agreements.followUp.summaryReminders', { after: agreement.reminders.afterDays, every: agreement.reminders.everyDays, max: agreement.reminders.maxCount })
                : t('agreements.followUp.summaryNoReminders')}
            </Text>
          </Group>
        </Group>
      )}
      {agreement.status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('agreements.detail.failedTitle')}>
          {agreement.completionFailure && <Text fz="sm">{t(`agreements.detail.failed_${agreement.completionFailure.reason}`)}</Text>}
          <Text fz="sm">{t('agreements.detail.failedRetry')}</Text>
        </Alert>
      )}
      {sealing && (
        <Alert color="blue" variant="light" icon={<IconLoader size={18} aria-hidden />}>
          {t('agreements.detail.sealing')}
        </Alert>
      )}
      {me && !sealing && (
        <Alert color="blue" variant="light" icon={<IconSignature size={18} aria-hidden />} title={t('agreements.detail.selfSign')}>
          <Text fz="sm" mb="xs">
            {t('agreements.detail.signNowBody')}
          </Text>
          <Button size="xs" variant="default" component={Link} to={`/sign/${me}`}>
            {t('agreements.detail.signNow')}
          </Button>
        </Alert>
      )}
    </>
  );
}
