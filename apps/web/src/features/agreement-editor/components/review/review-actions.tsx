import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppStore } from '../../../../lib/state/app-store';

/** Step 3's buttons: on a phone the main one full width on top, Back and Save to draft under it; else Back left, the rest right. */
export function ReviewActions({ primary, back, saveDraft }: { primary: ReactNode; back: ReactNode; saveDraft: ReactNode }) {
  const isMobile = useAppStore((state) => state.isMobile);
  return isMobile ? (
    <Stack gap="xs">
      {primary}
      <Group grow gap="xs">
        {back}
        {saveDraft}
      </Group>
    </Stack>
  ) : (
    <Group justify="space-between">
      {back}
      <Group gap="sm">
        {saveDraft}
        {primary}
      </Group>
    </Group>
  );
}
