import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconCheck } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface SignActionBarProps {
  done: number;
  total: number;
  canFinish: boolean;
  finishing: boolean;
  hasNext: boolean;
  onNext: () => void;
  onFinish: () => void;
  finishRef: Ref<HTMLButtonElement>;
  /** Phone and tablet: a bar at the bottom with full-size buttons. */
  bottom: boolean;
}

/** Progress, the guided "Next field" and Finish (the one orange action). */
export function SignActionBar({ done, total, canFinish, finishing, hasNext, onNext, onFinish, finishRef, bottom }: SignActionBarProps) {
  const { t } = useTranslation();
  const progress = total === 0 ? t('signing.sign.progressNone') : canFinish ? t('signing.sign.allDone') : t('signing.sign.progress', { done, total });
  const next = (
    <Button variant="default" mih={44} onClick={onNext} disabled={!hasNext} leftSection={<IconArrowDown size={18} aria-hidden />} style={bottom ? { flex: 1 } : undefined}>
      {t('signing.sign.nextField')}
    </Button>
  );
  const finish = (
    <Button
      ref={finishRef}
      mih={44}
      onClick={onFinish}
      disabled={!canFinish}
      loading={finishing}
      leftSection={<IconCheck size={18} aria-hidden />}
      style={bottom ? { flex: 1 } : undefined}
    >
      {t('signing.sign.finish')}
    </Button>
  );
  const status = (
    <Stack gap={4} style={{ minWidth: 0, flex: bottom ? undefined : 1 }}>
      <Text size="sm" fw={500} aria-live="polite" aria-atomic>
        {progress}
      </Text>
      {total > 0 && <Progress value={(done / total) * 100} size="sm" color={canFinish ? 'green' : 'signet'} aria-hidden />}
    </Stack>
  );
  if (bottom) {
    return (
      <Stack gap="xs">
        {status}
        <Group gap="sm" wrap="nowrap">
          {next}
          {finish}
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap="md" wrap="nowrap">
      {status}
      {next}
      {finish}
    </Group>
  );
}
