import { Accordion, Alert, Button, Collapse, Paper, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Agreement } from '@signet/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeClient } from '../../../lib/device/device-info';
import { useAgreementTimeline } from '../api/get-agreement';
import { useFormatTime } from '../../../hooks/use-format-time';
import { foldResends, groupTimeline, timelineDays, timelineSentence } from '../lib/timeline';
import type { TimelineEntry } from '../lib/timeline';

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

/** The words of one line and where it came from ("203.0.113.7 · Chrome 131 on macOS" / "API client (node)"). */
function useEntryText(names: Map<string, string>) {
  const { t } = useTranslation();
  return (entry: TimelineEntry) => {
    const { key, values } = timelineSentence(entry, (id) => names.get(id));
    const actor = values.actor ?? t('agreements.events.you');
    const sentence = t(`agreements.events.${key}`, { ...values, actor });
    const client = entry.event.userAgent !== null ? describeClient(entry.event.userAgent) : null;
    const device = !client ? null : client.kind === 'browser' ? client.name : client.tool ? t('agreements.detail.apiClientNamed', { tool: client.tool }) : t('agreements.detail.apiClient');
    const where = [entry.event.ip, device].filter(Boolean).join(' · ');
    return { sentence, where, reason: values.reason };
  };
}

function EntryDetails({ entry, where, reason }: { entry: TimelineEntry; where: string; reason: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <>
      {reason && (entry.event.type === 'declined' || entry.event.type === 'voided') && (
        <Text fz="sm" style={{ wordBreak: 'break-word' }}>
          “{reason}”
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        <time dateTime={entry.event.at}>{formatTime(entry.event.at)}</time>
      </Text>
      {where && (
        <Text fz="xs" c="dimmed">
          {t('agreements.detail.from', { where })}
        </Text>
      )}
    </>
  );
}

/** A folded run of re-sends: its sentence, and each re-send and invitation behind a toggle. */
function FoldedRun({ entry, text }: { entry: TimelineEntry; text: ReturnType<typeof useEntryText> }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const [opened, { toggle }] = useDisclosure(false);
  const parts = entry.folded ?? [];
  const id = `resends-${String(entry.event.id)}`;
  return (
    <>
      <Text fz="xs" c="dimmed">
        <time dateTime={entry.event.at}>{formatTime(entry.event.at)}</time>
      </Text>
      <Button
        variant="subtle"
        size="compact-xs"
        px={0}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        rightSection={<IconChevronDown size={14} aria-hidden style={{ transform: opened ? 'rotate(180deg)' : undefined }} />}
      >
        {opened ? t('agreements.detail.hideEach') : t('agreements.detail.showEach', { count: parts.length })}
      </Button>
      <Collapse expanded={opened}>
        <Stack gap={6} mt={4} id={id} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {parts.map((part) => {
            const line = text(part);
            return (
              <li key={String(part.event.id)}>
                <Text fz="sm">{line.sentence}</Text>
                <Text fz="xs" c="dimmed">
                  <time dateTime={part.event.at}>{formatTime(part.event.at)}</time>
                  {line.where ? ` · ${line.where}` : ''}
                </Text>
              </li>
            );
          })}
        </Stack>
      </Collapse>
    </>
  );
}

/**
 * The audit trail, one readable sentence per event with when and from where. Grouped by
 * day (the latest open, earlier days folded), and each run of re-sends folded into one
 * line, so a much re-sent agreement stays a short page on a phone.
 */
export function TimelineSection({ agreement, flowId }: { agreement: Agreement; flowId: string }) {
  const { t, i18n } = useTranslation();
  const timeline = useAgreementTimeline(flowId, true);
  const names = useMemo(() => new Map(agreement.recipients.map((recipient) => [String(recipient.id), recipient.name || recipient.email])), [agreement.recipients]);
  const days = useMemo(() => timelineDays(foldResends(groupTimeline(timeline.data?.events ?? []))), [timeline.data]);
  const dayFormat = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }), [i18n.language]);
  const text = useEntryText(names);

  let body;
  if (timeline.status === 'pending') {
    body = (
      <Stack gap="sm" role="status" aria-busy aria-label={t('common.loading')}>
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
  } else if (days.length === 0) {
    body = <Text c="dimmed">{t('agreements.detail.timelineEmpty')}</Text>;
  } else {
    body = (
      <Accordion multiple defaultValue={[days.at(-1)?.day ?? '']} variant="separated" radius="md" chevronPosition="right">
        {days.map((day) => (
          <Accordion.Item key={day.day} value={day.day}>
            <Accordion.Control>
              <Text fz="sm" fw={600} component="span">
                {dayFormat.format(new Date(`${day.day}T12:00:00`))}
              </Text>{' '}
              <Text fz="xs" c="dimmed" component="span">
                {t('agreements.detail.dayEvents', { count: day.entries.length })}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Timeline bulletSize={14} lineWidth={2} active={day.entries.length} color="gray" styles={{ item: { paddingInlineStart: 24 } }}>
                {day.entries.map((entry) => {
                  const line = text(entry);
                  return (
                    <Timeline.Item key={String(entry.event.id)} color={DOT_COLOR[entry.event.type] ?? 'gray'} title={<Text fz="sm" fw={600}>{line.sentence}</Text>}>
                      {entry.folded && entry.folded.length > 1 ? <FoldedRun entry={entry} text={text} /> : <EntryDetails entry={entry} where={line.where} reason={line.reason} />}
                    </Timeline.Item>
                  );
                })}
              </Timeline>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
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
