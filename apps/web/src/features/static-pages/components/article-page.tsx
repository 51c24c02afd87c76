import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../hooks/use-page-title';

/**
 * A readable column for text pages: title, what belongs under it (a date, a notice), the lead
 * paragraph, then sections. The lead keeps the body colour: dimmed text is for captions only.
 */
export function ArticlePage({ title, lead, header, children }: { title: string; lead: string; header?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg', sm: 40 }} shadow="xs">
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere', textWrap: 'balance' }}>
              {title}
            </Title>
            {header}
          </Stack>
          <Text fz={{ base: 'md', sm: 'lg' }}>{lead}</Text>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** A section under an h2; `id` makes it a target of the page's contents links. */
export function ArticleSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Stack gap={8} component="section" id={id} aria-labelledby={id ? `${id}-title` : undefined} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 16px)' }}>
      <Title order={2} fz="lg" id={id ? `${id}-title` : undefined}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
