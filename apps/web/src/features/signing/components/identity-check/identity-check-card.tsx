import { Center, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card a signer proves who they are on, before the documents open: an icon, a title, the form. */
export function IdentityCheckCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Center py={{ base: 'lg', sm: 64 }} px="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={460} w="100%" shadow="xs">
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden style={{ alignSelf: 'center' }}>
            {icon}
          </ThemeIcon>
          <Title order={1} fz={24} ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
