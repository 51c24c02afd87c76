import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../hooks/use-page-title';

/** A readable column for text pages: title, lead paragraph, sections. */
export function ArticlePage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 56 }} px="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="xs">
        <Stack gap="lg">
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {title}
          </Title>
          <Text fz="lg" c="dimmed">
            {lead}
          </Text>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

export function ArticleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
