import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A phone's bottom bar, above the home indicator. */
export function StickyBar({ children }: { children: ReactNode }) {
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      px="sm"
      py="xs"
      bg="var(--mantine-color-body)"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 100,
        borderTop: '1px solid var(--mantine-color-default-border)',
        paddingBottom: 'max(var(--mantine-spacing-xs), env(safe-area-inset-bottom))',
      }}
    >
      {children}
    </Group>
  );
}
