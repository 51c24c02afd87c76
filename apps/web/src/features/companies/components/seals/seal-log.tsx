import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Company, SealEvent } from '@signet/contracts';
import { IconAlertTriangle, IconDownload, IconListCheck, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/section-card';
import { downloadSealLog, useSealLog } from '../../api/list-seal-log';

/** The seal log (managers): newest first, the check of its hash chain above it, and the whole log to keep. */
export function SealLog({ company, sealNames }: { company: Company; sealNames: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const log = useSealLog(company.id);
  const [exporting, setExporting] = useState(false);
  const pages = log.data?.pages ?? [];
  const check = pages[0]?.check;
  const events = pages.flatMap((page) => page.list);

  const exportLog = () => {
    setExporting(true);
    void downloadSealLog(company).finally(() => setExporting(false));
  };

  return (
    <SectionCard
      icon={<IconListCheck size={20} />}
      title={t('seals.log.title')}
      description={t('seals.log.hint')}
    >
      <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} style={{ alignSelf: 'flex-start' }} loading={exporting} onClick={exportLog}>
        {t('seals.log.export')}
      </Button>
      {log.isPending && <Skeleton height={80} radius="md" />}
      {log.isError && (
        <Text fz="sm" c="red.8" role="alert">
          {t('seals.requests.loadFailed')}
        </Text>
      )}
      {check && <SealLogCheck intact={check.intact} entries={check.entries} brokenAt={check.brokenAt} />}
      {log.isSuccess && events.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('seals.log.empty')}
        </Text>
      )}
      {events.length > 0 && (
        <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {events.map((event) => (
            <SealLogEntry key={event.seq} event={event} sealName={event.sealId === null ? null : (sealNames.get(String(event.sealId)) ?? null)} />
          ))}
        </Stack>
      )}
      {log.hasNextPage && (
        <Button size="xs" variant="subtle" style={{ alignSelf: 'flex-start' }} loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {t('seals.log.more')}
        </Button>
      )}
    </SectionCard>
  );
}

/** "Chain intact: N entries", or where the chain breaks: the first entry whose hash no longer matches. */
export function SealLogCheck({ intact, entries, brokenAt }: { intact: boolean; entries: number; brokenAt: number | null }) {
  const { t } = useTranslation();
  if (intact)
    return (
      <Alert color="green" variant="light" icon={<IconShieldCheck size={18} aria-hidden />} p="xs" role="status">
        {t('seals.log.intact', { count: entries })}
      </Alert>
    );
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs" role="alert">
      {t('seals.log.broken', { seq: brokenAt ?? '?' })}
    </Alert>
  );
}

function SealLogEntry({ event, sealName }: { event: SealEvent; sealName: string | null }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(event.at));
  // A grant names the member it went to.
  const person = typeof event.detail.to === 'string' ? event.detail.to : null;
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start" data-testid="seal-log-entry">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {t(`seals.log.event.${event.kind}`)}
          {sealName ? ` · ${sealName}` : ''}
          {person ? ` · ${person}` : ''}
        </Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('seals.log.entry', { seq: event.seq, when, actor: event.actor })}
        </Text>
      </Stack>
    </Group>
  );
}
