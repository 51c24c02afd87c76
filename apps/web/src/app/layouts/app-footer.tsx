import { Anchor, Container, Group, Text } from '@mantine/core';
import { WEB_ROUTES } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/app-config/get-public-config';

export function AppFooter() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const links = [
    { to: WEB_ROUTES.aboutUs, label: t('footer.about') },
    { to: WEB_ROUTES.pricingIndividuals, label: t('footer.pricing') },
    { to: WEB_ROUTES.userGuide, label: t('footer.userGuide') },
    { to: WEB_ROUTES.verify, label: t('verify.footerLink') },
    { to: WEB_ROUTES.userAgreement, label: t('footer.userAgreement') },
    { to: WEB_ROUTES.privacyPolicy, label: t('footer.privacy') },
    { to: WEB_ROUTES.eSignDisclosure, label: t('footer.eSignDisclosure') },
    ...(config?.devTools ? [{ to: WEB_ROUTES.devOutbox, label: t('footer.devOutbox') }] : []),
  ];
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-gray-2)', background: 'var(--mantine-color-body)' }}>
      <Container size="lg" py="lg" px="md">
        <Group justify="space-between" gap="md">
          <nav aria-label={t('footer.label')}>
            <Group gap="lg" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {links.map((link) => (
                <li key={link.to}>
                  <Anchor component={Link} to={link.to} fz="sm" c="dimmed" underline="hover">
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </Group>
          </nav>
          <Text fz="sm" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
