import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet: an icon, a short title and what to do next. */
export function EmptyState({ icon, title, body, compact = false }: { icon: ReactNode; title: string; body: string; compact?: boolean }) {
  return (
    <Center py={compact ? 40 : 48} px="md">
      <Stack align="center" gap="xs" maw={compact ? 360 : 420} ta="center">
        <ThemeIcon size={compact ? 56 : 64} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} fz={compact ? 'md' : 'lg'}>
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {body}
        </Text>
      </Stack>
    </Center>
  );
}
