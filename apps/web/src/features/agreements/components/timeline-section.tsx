import { Alert, Button, Paper, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import type { Agreement } from '@signet/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceNameFrom } from '../../../lib/device/device-info';
import { useAgreementTimeline } from '../api/get-agreement';
import { useFormatTime } from '../../../hooks/use-format-time';
import { groupTimeline, timelineSentence } from '../lib/timeline';

const DOT_COLOR: Record<string, string> = {
  signed: 'green',
  completed: 'green',
  all_signed: 'green',
  declined: 'red',
  voided: 'red',
  completion_failed: 'red',
  invitation_undelivered: 'red',
  deleted: 'gray',
};

/** The audit trail, oldest first, one readable sentence per event with when and from where. */
export function TimelineSection({ agreement, flowId }: { agreement: Agreement; flowId: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const timeline = useAgreementTimeline(flowId, true);
  const names = useMemo(() => new Map(agreement.recipients.map((recipient) => [String(recipient.id), recipient.name || recipient.email])), [agreement.recipients]);
  const entries = useMemo(() => groupTimeline(timeline.data?.events ?? []), [timeline.data]);

  let body;
  if (timeline.status === 'pending') {
    body = (
      <Stack gap="sm" aria-busy aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={32} radius="sm" />
        ))}
      </Stack>
    );
  } else if (timeline.status === 'error') {
    body = (
      <Alert color="red" variant="light" title={t('agreements.detail.timelineError')}>
        <Button size="xs" variant="default" mt="xs" onClick={() => void timeline.refetch()}>
          {t('agreements.detail.retry')}
        </Button>
      </Alert>
    );
  } else if (entries.length === 0) {
    body = <Text c="dimmed">{t('agreements.detail.timelineEmpty')}</Text>;
  } else {
    body = (
      <Timeline bulletSize={14} lineWidth={2} active={entries.length} color="gray" styles={{ item: { paddingInlineStart: 24 } }}>
        {entries.map((entry) => {
          const { key, values } = timelineSentence(entry, (id) => names.get(id));
          const actor = values.actor ?? t('agreements.events.you');
          const sentence = t(`agreements.events.${key}`, { ...values, actor });
          const where = [entry.event.ip, entry.event.userAgent ? deviceNameFrom(entry.event.userAgent) : null].filter(Boolean).join(' · ');
          return (
            <Timeline.Item key={String(entry.event.id)} color={DOT_COLOR[entry.event.type] ?? 'gray'} title={<Text fz="sm" fw={600}>{sentence}</Text>}>
              {values.reason && (entry.event.type === 'declined' || entry.event.type === 'voided') && (
                <Text fz="sm" style={{ wordBreak: 'break-word' }}>
                  “{values.reason}”
                </Text>
              )}
              <Text fz="xs" c="dimmed">
                <time dateTime={entry.event.at}>{formatTime(entry.event.at)}</time>
              </Text>
              {where && (
                <Text fz={11} c="dimmed">
                  {t('agreements.detail.from', { where })}
                </Text>
              )}
            </Timeline.Item>
          );
        })}
      </Timeline>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="timeline-title">
      <Title order={2} fz="lg" mb="md" id="timeline-title">
        {t('agreements.detail.timeline')}
      </Title>
      {body}
    </Paper>
  );
}
