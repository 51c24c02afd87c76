import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's h1 and one-line subtitle, the same size everywhere; `aside` holds page-level controls. */
export function PageHeader({ title, subtitle, aside }: { title: string; subtitle?: string; aside?: ReactNode }) {
  const heading = (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
    </Stack>
  );
  if (!aside) return heading;
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      {heading}
      {aside}
    </Group>
  );
}
