import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { VerifyResult } from '@signet/contracts';
import { IconFileOff, IconShieldCheck, IconShieldQuestion, IconShieldX } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatFileSize } from '../../../hooks/use-format-file-size';
import { useTwoClocks } from '../hooks/use-two-clocks';
import type { VerdictIcon } from '../lib/verdict-view';
import { verdictView } from '../lib/verdict-view';

const ICONS: Record<VerdictIcon, typeof IconShieldCheck> = {
  shieldCheck: IconShieldCheck,
  shieldX: IconShieldX,
  shieldQuestion: IconShieldQuestion,
  fileOff: IconFileOff,
};

/** The verdict, big: its tone, title, one sentence, what to do, and the file it is about. */
export function VerdictBanner({ result, file, headingRef }: { result: VerifyResult; file: File | null; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const formatSize = useFormatFileSize();
  const sealedAt = useTwoClocks()(result.agreement?.sealedAt)?.local ?? '';
  const view = verdictView(result);
  const Icon = ICONS[view.icon];
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      bg={`var(--mantine-color-${view.color}-0)`}
      style={{ border: `1px solid var(--mantine-color-${view.color}-3)` }}
      data-verdict={result.verdict}
    >
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <ThemeIcon size={64} radius="xl" color={view.color} variant="filled" aria-hidden visibleFrom="xs">
          <Icon size={36} />
        </ThemeIcon>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size={32} radius="xl" color={view.color} variant="filled" aria-hidden hiddenFrom="xs">
              <Icon size={20} />
            </ThemeIcon>
            <Title order={2} fz={{ base: 24, sm: 30 }} c={`${view.color}.9`} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {t(view.titleKey)}
            </Title>
          </Group>
          <Text fz={{ base: 'md', sm: 'lg' }} fw={500}>
            {t(view.bodyKey, { sealedAt })}
          </Text>
          <Text fz="sm" c="dimmed">
            {t(view.adviceKey)}
          </Text>
          {file && (
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('verify.file')}: <Text span inherit fw={600} c="var(--mantine-color-text)">
                {file.name}
              </Text> · {formatSize(file.size)}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The words a screen reader hears when the result arrives. */
export function useVerdictAnnouncement(result: VerifyResult | null): string {
  const { t } = useTranslation();
  const sealedAt = useTwoClocks()(result?.agreement?.sealedAt)?.local ?? '';
  if (!result) return '';
  const view = verdictView(result);
  return t('verify.announce.result', { title: t(view.titleKey), body: t(view.bodyKey, { sealedAt }) });
}
