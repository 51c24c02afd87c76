import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** An id for the card, so another part of the page can send the reader here. */
  anchorId?: string;
  children: ReactNode;
}

/** One section of a settings page (account, company): a titled card that names its landmark. */
export function SectionCard({ icon, title, description, action, anchorId, children }: SectionCardProps) {
  const id = useId();
  return (
    <Card component="section" id={anchorId} aria-labelledby={id} withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="gray" size={36} radius="md" aria-hidden>
              {icon}
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={2} id={id} fz="lg">
                {title}
              </Title>
              {description ? (
                <Text fz="sm" c="dimmed">
                  {description}
                </Text>
              ) : null}
            </Stack>
          </Group>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
