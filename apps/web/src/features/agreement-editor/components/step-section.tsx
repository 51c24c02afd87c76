import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One titled part of a creation step (spec words as titles), as a labelled region. */
export function StepSection({ title, hint, anchor, children }: { title: string; hint?: string; anchor?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} id={anchor}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz={{ base: 18, sm: 20 }} id={titleId}>
            {title}
          </Title>
          {hint ? (
            <Text c="dimmed" fz="sm">
              {hint}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
