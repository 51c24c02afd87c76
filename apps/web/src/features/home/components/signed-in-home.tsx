import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../lib/state/session-store';
import { PageContainer } from '../../../components/page-container';

/**
 * IndexMain for a signed-in sender (product facts: a button to start a signature,
 * templates to start from, recent activity): a greeting with the main action, then
 * the templates to start from and the main list the app passes in (the agreements index).
 */
export function SignedInHome({ mainList, templates }: { mainList: ReactNode; templates?: ReactNode }) {
  const { t } = useTranslation();
  const name = useSessionStore((state) => state.userInfo?.name ?? '');
  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {name ? t('agreements.homeGreeting', { name }) : t('agreements.homeGreetingNoName')}
            </Title>
            <Text c="dimmed">{t('agreements.homeSubtitle')}</Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to="/templates" variant="default" leftSection={<IconTemplate size={18} aria-hidden />}>
              {t('agreements.templatesLink')}
            </Button>
            <Button component={Link} to="/flow/create/step1" leftSection={<IconPlus size={18} aria-hidden />}>
              {t('agreements.newAgreement')}
            </Button>
          </Group>
        </Group>
        {templates}
        {mainList}
      </Stack>
    </PageContainer>
  );
}
