import { AppShell, Burger, Container, Divider, Drawer, Group, Skeleton, Stack } from '@mantine/core';
import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Wordmark } from '../../components/wordmark';
import { ConfigStatusBanner } from '../../components/config-status-banner';
import { useAppStore } from '../../lib/state/app-store';
import { useAppDialog } from '../../lib/state/dialog-store';
import { AppFooter } from './app-footer';
import { LanguageMenu } from './language-menu';
import { MainNav } from './main-nav';

const HEADER_HEIGHT = 64;

// Features load lazily from the app shell, as the router's pages do (the lint rule keeps static imports feature-free).
const HeaderAccount = lazy(async () => ({ default: (await import('../../features/auth/components/header-account')).HeaderAccount }));
// "Confirm it is you" before sensitive actions: only the sender's pages have them.
const RecheckHost = lazy(async () => ({ default: (await import('../../features/auth/components/recheck-host')).RecheckHost }));

/** The sender layout: header with navigation (a drawer under md), main, footer. */
export function MainLayout() {
  const { t } = useTranslation();
  // Through the dialog store, so the device-limit kick-out closes the drawer too.
  const { opened: drawerOpen, toggle: toggleDrawer, close: closeDrawer } = useAppDialog('main-drawer');
  const { pathname } = useLocation();
  const isTablet = useAppStore((state) => state.isTablet);

  // A route change (including back/forward) must not leave the drawer covering the page.
  useEffect(() => closeDrawer(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

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
            <Group gap="sm" wrap="nowrap">
              <Group gap="sm" visibleFrom="md" wrap="nowrap">
                <LanguageMenu />
              </Group>
              {/* The account corner stays in the header on phones too: signing in is one tap. */}
              <Suspense fallback={<Skeleton height={36} width={isTablet ? 80 : 110} radius="md" aria-hidden />}>
                <HeaderAccount compact={isTablet} />
              </Suspense>
              <Burger
                opened={drawerOpen}
                onClick={toggleDrawer}
                hiddenFrom="md"
                aria-label={drawerOpen ? t('nav.closeMenu') : t('nav.openMenu')}
                aria-expanded={drawerOpen}
                aria-controls="main-drawer"
              />
            </Group>
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
        </Stack>
      </Drawer>

      <AppShell.Main id="main" tabIndex={-1} style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', outline: 'none' }}>
        <ConfigStatusBanner />
        <div style={{ flex: 1 }}>
          <Outlet />
        </div>
        <AppFooter />
      </AppShell.Main>
      <Suspense fallback={null}>
        <RecheckHost />
      </Suspense>
    </AppShell>
  );
}
