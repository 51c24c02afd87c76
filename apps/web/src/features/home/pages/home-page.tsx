import { Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LIMITS } from '@signet/contracts';
import { IconArrowRight, IconCertificate, IconDeviceMobile, IconFileUpload, IconFingerprint, IconMail, IconMessage, IconShieldCheck, IconUsers, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { usePublicConfig } from '../../../lib/app-config/get-public-config';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';
import { ProductIllustration } from '../components/product-illustration';
import { SignedInHome } from '../components/signed-in-home';
import { PageContainer } from '../../../components/page-container';

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
  const trust: { icon: ReactNode; title: string; body: string }[] = [
    { icon: <IconShieldCheck size={22} />, title: t('home.trust.sealTitle'), body: t('home.trust.seal') },
    { icon: <IconCertificate size={22} />, title: t('home.trust.auditTitle'), body: t('home.trust.audit') },
    { icon: <IconFingerprint size={22} />, title: t('home.trust.verifyTitle'), body: t('home.trust.verify') },
    { icon: <IconMail size={22} />, title: t('home.trust.noAccountTitle'), body: t('home.trust.noAccount') },
    { icon: <IconWorld size={22} />, title: t('home.trust.regionsTitle'), body: t('home.trust.regions') },
    { icon: <IconDeviceMobile size={22} />, title: t('home.trust.anyDeviceTitle'), body: t('home.trust.anyDevice') },
  ];

  return (
    <PageContainer py={{ base: 'xl', sm: 64 }}>
      <Stack gap={64}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Text fw={600} c="signet.9" tt="uppercase" fz="sm" style={{ letterSpacing: '0.06em' }}>
              {t('app.tagline')}
            </Text>
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15} style={{ letterSpacing: '-0.02em' }}>
              {t('home.heroTitle')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed">
              {t('home.heroBody')}
            </Text>
            <Group gap="sm">
              <Button size="md" onClick={() => openAuthDialog('signUp')} rightSection={<IconArrowRight size={18} aria-hidden />}>
                {t('home.ctaSignUp')}
              </Button>
              <Button size="md" variant="default" onClick={() => openAuthDialog('signIn')}>
                {t('home.ctaSignIn')}
              </Button>
            </Group>
            <Text fz="sm" c="dimmed">
              <Anchor component={Link} to="/pricing/individuals" fz="sm">
                {t('home.ctaPricing')}
              </Anchor>
              {' · '}
              <Anchor component={Link} to="/verify" fz="sm">
                {t('home.ctaVerify')}
              </Anchor>
            </Text>
          </Stack>
          <ProductIllustration />
        </SimpleGrid>

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

        <Box component="section" aria-labelledby="trust-title">
          <Title order={2} id="trust-title" fz="xl" mb="md">
            {t('home.trust.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {trust.map((point) => (
              <Group key={point.title} component="li" gap="sm" align="flex-start" wrap="nowrap">
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  {point.icon}
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={700}>{point.title}</Text>
                  <Text c="dimmed" fz="sm">
                    {point.body}
                  </Text>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
        </Box>

        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="var(--mantine-color-gray-0)" withBorder component="section" aria-labelledby="start-title">
          <Group justify="space-between" gap="md">
            <Stack gap={4}>
              <Title order={2} id="start-title" fz="xl">
                {t('home.startTitle')}
              </Title>
              <Text c="dimmed">{t('home.startBody')}</Text>
            </Stack>
            <Button size="md" onClick={() => openAuthDialog('signUp')}>
              {t('home.ctaSignUp')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </PageContainer>
  );
}
