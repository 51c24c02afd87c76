import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArticlePage, ArticleSection } from '../components/article-page';
import { LegalPage } from '../components/legal-page';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <ArticlePage title={t('about.title')} lead={t('about.lead')}>
      <ArticleSection title={t('about.missionTitle')}>
        <Text>{t('about.mission')}</Text>
      </ArticleSection>
      <ArticleSection title={t('about.regionsTitle')}>
        <Text>{t('about.regions')}</Text>
      </ArticleSection>
    </ArticlePage>
  );
}

export function UserAgreementPage() {
  return <LegalPage name="userAgreement" />;
}

export function PrivacyPolicyPage() {
  return <LegalPage name="privacy" />;
}

export function ESignDisclosurePage() {
  return <LegalPage name="eSignDisclosure" />;
}

const GUIDE_STEPS = ['userGuide.step1', 'userGuide.step2', 'userGuide.step3', 'userGuide.step4'] as const;

export function UserGuidePage() {
  const { t } = useTranslation();
  return (
    <ArticlePage title={t('userGuide.title')} lead={t('userGuide.intro')}>
      <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {GUIDE_STEPS.map((key, index) => (
          <Group component="li" key={key} gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={28} radius="xl" variant="light" aria-hidden style={{ flexShrink: 0 }}>
              {index + 1}
            </ThemeIcon>
            <Text pt={2}>{t(key)}</Text>
          </Group>
        ))}
      </Stack>
      <ArticleSection title={t('userGuide.signersTitle')}>
        <Text>{t('userGuide.signers')}</Text>
      </ArticleSection>
    </ArticlePage>
  );
}
