import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Signet mark and name, linking home. */
export function Wordmark() {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('nav.homeLink')} style={{ textDecoration: 'none', color: 'inherit', display: 'inline-flex', borderRadius: 8 }}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="xl" color="signet" aria-hidden>
          <IconSignature size={20} stroke={2} />
        </ThemeIcon>
        <Text fw={800} fz="xl" lh={1} c="dark.8" style={{ letterSpacing: '-0.02em' }}>
          {t('app.name')}
        </Text>
      </Group>
    </Link>
  );
}
