import { Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LIMITS } from '@signet/contracts';
import { IconArrowRight, IconFileUpload, IconMessage, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { usePublicConfig } from '../../../lib/app-config/get-public-config';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { AgreementsPreview } from '../components/agreements-preview';
import { SignedInHome } from '../components/signed-in-home';

/**
 * IndexMain. Signed out: what Signet does and the way in. Signed in: the home layout
 * with the templates to start from and the main list, which the app passes in
 * (`templates`, `mainList`: the agreements index),
 * because features do not import each other.
 */
export function HomePage({ mainList, templates }: { mainList?: ReactNode; templates?: ReactNode } = {}) {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  const signedIn = useSessionStore(selectIsSignedIn);
  if (signedIn && mainList) return <SignedInHome mainList={mainList} templates={templates} />;
  return <MarketingHome />;
}

function MarketingHome() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const filesPerUpload = config?.limits.filesPerUpload ?? LIMITS.filesPerUpload;

  const steps: { icon: ReactNode; title: string; body: string }[] = [
    { icon: <IconFileUpload size={22} />, title: t('step_add_documents', { ns: 'common' }), body: t('home.howDocuments', { n: filesPerUpload }) },
    { icon: <IconUsers size={22} />, title: t('step_add_recipients', { ns: 'common' }), body: t('home.howRecipients') },
    { icon: <IconMessage size={22} />, title: t('step_add_message', { ns: 'common' }), body: t('home.howMessage') },
  ];

  return (
    <Container size="lg" px="md" py={{ base: 'xl', sm: 64 }}>
      <Stack gap={56}>
        <Stack gap="lg" maw={680}>
          <Text fw={600} c="signet.7" tt="uppercase" fz="sm" style={{ letterSpacing: '0.06em' }}>
            {t('app.tagline')}
          </Text>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15} style={{ letterSpacing: '-0.02em' }}>
            {t('home.heroTitle')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed">
            {t('home.heroBody')}
          </Text>
          <Group gap="sm">
            <Button size="md" component={Link} to="/flow/create/step1" rightSection={<IconArrowRight size={18} aria-hidden />}>
              {t('home.ctaCreate')}
            </Button>
            <Button size="md" variant="default" component={Link} to="/pricing/individuals">
              {t('home.ctaPricing')}
            </Button>
          </Group>
        </Stack>

        <Box component="section" aria-labelledby="how-title">
          <Title order={2} id="how-title" fz="xl" mb="md">
            {t('home.howTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {steps.map((step, index) => (
              <Paper key={step.title} withBorder radius="lg" p="lg">
                <Group gap="sm" mb="xs" wrap="nowrap">
                  <ThemeIcon variant="light" color="gray" size={40} radius="md" aria-hidden>
                    {step.icon}
                  </ThemeIcon>
                  <Text fw={700}>
                    {index + 1}. {step.title}
                  </Text>
                </Group>
                <Text c="dimmed" fz="sm">
                  {step.body}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Box>

        <AgreementsPreview />
      </Stack>
    </Container>
  );
}
