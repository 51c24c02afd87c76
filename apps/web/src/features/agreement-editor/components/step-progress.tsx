import { Box, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Fragment } from 'react';

/**
 * Where the creation flow stands: a numbered list, the current step marked for screen
 * readers. The steps are not links (each step is reached by finishing the one before),
 * so they are plain text rather than buttons that do nothing.
 */
export function StepProgress({ labels, current, compact, stepOf }: { labels: string[]; current: number; compact: boolean; stepOf: (n: number) => string }) {
  return (
    <Group component="ol" gap="xs" wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
      {labels.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <Fragment key={label}>
            {index > 0 && <Box aria-hidden style={{ flex: 1, minWidth: 16, height: 2, background: state === 'next' ? 'var(--mantine-color-gray-3)' : 'var(--mantine-color-signet-6)' }} />}
            {/* The named step may shrink and wrap its words, so a narrow phone never scrolls sideways. */}
            <Group component="li" gap={8} wrap="nowrap" aria-current={state === 'current' ? 'step' : undefined} style={{ flex: state === 'current' ? '0 1 auto' : 'none', minWidth: 0 }}>
              <ThemeIcon size={30} radius="xl" style={{ flex: 'none' }} variant={state === 'next' ? 'default' : 'filled'} aria-hidden>
                {state === 'done' ? <IconCheck size={16} /> : <Text fz="sm" fw={700} component="span">{index + 1}</Text>}
              </ThemeIcon>
              <VisuallyHidden>{stepOf(index + 1)}: </VisuallyHidden>
              {/* On a phone only the current step is named, so the row never overflows. */}
              {compact && state !== 'current' ? (
                <VisuallyHidden>{label}</VisuallyHidden>
              ) : (
                <Text fz="sm" fw={state === 'current' ? 700 : 500} lh={1.25} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {label}
                </Text>
              )}
            </Group>
          </Fragment>
        );
      })}
    </Group>
  );
}
