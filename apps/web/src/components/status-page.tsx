import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';

export interface StatusPageProps {
  icon: ReactNode;
  title: string;
  body: ReactNode;
  /** A short label above the title, such as an error code or "Coming soon". */
  eyebrow?: ReactNode;
  /** Extra actions; a link home is always offered unless `hideHome`. */
  actions?: ReactNode;
  hideHome?: boolean;
  color?: string;
  /** Blocks between the body and the actions (the body is one paragraph). */
  children?: ReactNode;
  /** Small print under the actions, such as a catalogue code. */
  footnote?: ReactNode;
}

/** The centred card used by coming-soon, error and empty states. */
export function StatusPage({ icon, title, body, eyebrow, actions, hideHome, color = 'signet', children, footnote }: StatusPageProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Center py={{ base: 'xl', sm: 64 }} px="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={560} w="100%" shadow="xs">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
          {eyebrow}
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed" maw={440}>
            {body}
          </Text>
          {children}
          {(actions || !hideHome) && (
            <Group justify="center" gap="sm" mt="xs">
              {actions}
              {!hideHome && (
                <Button component={Link} to="/" variant={actions ? 'default' : 'filled'}>
                  {t('common.backHome')}
                </Button>
              )}
            </Group>
          )}
          {footnote && (
            <Text size="xs" c="dimmed" maw={440}>
              {footnote}
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
