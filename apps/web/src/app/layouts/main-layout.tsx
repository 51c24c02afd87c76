import { AppShell, Burger, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Wordmark } from '../../components/wordmark';
import { ConfigStatusBanner } from '../../components/config-status-banner';
import { AppFooter } from './app-footer';
import { LanguageMenu } from './language-menu';
import { MainNav } from './main-nav';
import { SignInButton } from './sign-in-button';

const HEADER_HEIGHT = 64;

/** The sender layout: header with navigation (a drawer under md), main, footer. */
export function MainLayout() {
  const { t } = useTranslation();
  const [drawerOpen, { toggle: toggleDrawer, close: closeDrawer }] = useDisclosure(false);
  const { pathname } = useLocation();

  // A route change (including back/forward) must not leave the drawer covering the page.
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header withBorder>
        <Container size="lg" h="100%" px="md">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
            <Group gap="xl" wrap="nowrap">
              <Wordmark />
              <Group component="nav" aria-label={t('nav.label')} gap={4} visibleFrom="md" wrap="nowrap">
                <MainNav variant="header" />
              </Group>
            </Group>
            <Group gap="sm" visibleFrom="md" wrap="nowrap">
              <LanguageMenu />
              <SignInButton />
            </Group>
            <Burger
              opened={drawerOpen}
              onClick={toggleDrawer}
              hiddenFrom="md"
              aria-label={drawerOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={drawerOpen}
              aria-controls="main-drawer"
            />
          </Group>
        </Container>
      </AppShell.Header>

      <Drawer
        id="main-drawer"
        opened={drawerOpen}
        onClose={closeDrawer}
        position="right"
        size="xs"
        title={t('nav.menuTitle')}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
        hiddenFrom="md"
      >
        <Stack gap="md">
          <nav aria-label={t('nav.label')}>
            <MainNav variant="drawer" onNavigate={closeDrawer} />
          </nav>
          <Divider />
          <LanguageMenu fullWidth />
          <SignInButton fullWidth />
        </Stack>
      </Drawer>

      <AppShell.Main id="main" tabIndex={-1} style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', outline: 'none' }}>
        <ConfigStatusBanner />
        <div style={{ flex: 1 }}>
          <Outlet />
        </div>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
