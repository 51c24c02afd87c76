import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/app-config/get-public-config';

export function AppFooter() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const links = [
    { to: '/about-us', label: t('footer.about') },
    { to: '/pricing/individuals', label: t('footer.pricing') },
    { to: '/page/user-guide', label: t('footer.userGuide') },
    { to: '/page/user-agreement', label: t('footer.userAgreement') },
    { to: '/verify', label: t('verify.footerLink') },
    ...(config?.devTools ? [{ to: '/dev/outbox', label: t('footer.devOutbox') }] : []),
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
