import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AGREEMENT_STATUSES } from '@signet/contracts';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The home route's main list. Until accounts exist it explains what will appear
 * and shows the statuses an agreement moves through.
 */
export function AgreementsPreview() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="list-title">
      <Title order={2} id="list-title" fz="xl" mb="md">
        {t('home.listTitle')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} style={{ borderStyle: 'dashed' }}>
        <Stack align="center" gap="sm" ta="center">
          <IconInbox size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text c="dimmed" maw={480}>
            {t('home.listBody')}
          </Text>
          <Group gap={6} justify="center" mt={4}>
            {AGREEMENT_STATUSES.map((status) => (
              <Badge key={status} variant="default" radius="sm" tt="none" fw={500}>
                {t(`status_${status}`, { ns: 'common' })}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}
