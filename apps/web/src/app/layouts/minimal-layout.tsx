import { Box, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Wordmark } from '../../components/wordmark';
import { ConfigStatusBanner } from '../../components/config-status-banner';
import { LanguageMenu } from './language-menu';

/**
 * For signers arriving from an e-mail link and developer pages: the mark and a
 * language choice, no sender navigation, so the page stays about one task.
 */
export function MinimalLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <Box component="header" bg="var(--mantine-color-body)" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" h={56} px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Wordmark />
            <LanguageMenu />
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <ConfigStatusBanner />
        <Outlet />
      </Box>
    </Box>
  );
}
