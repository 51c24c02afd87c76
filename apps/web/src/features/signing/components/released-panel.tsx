import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { SignerView } from '@signet/contracts';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatActTime } from '../lib/route-story';
import { actOf } from '../lib/signer-role';
import { SenderCard } from './sender-card';

/**
 * A member of an any-one-of group after another member acted for it (issue 33): who did and
 * when, that nothing more is asked of them, and who sent it. There is nothing to sign here.
 */
export function ReleasedPanel({ view }: { view: SignerView }) {
  const { t, i18n } = useTranslation();
  const act = actOf(view.me.role);
  const actor = view.route?.actedForGroup ?? null;
  const title = t(`signing.released.title_${act}`);
  usePageTitle(title);
  const sender = view.sender.name || view.sender.email;
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 48 }}>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
          <Stack gap="md" align="center" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color="green" aria-hidden>
              <IconUsersGroup size={34} stroke={1.6} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
              {actor ? t(`signing.released.body_${act}`, { name: actor.name, at: formatActTime(actor.at, i18n.language) }) : t('signing.released.bodyNoName')}
            </Text>
            <Text c="dimmed">{t('signing.released.nothingMore')}</Text>
          </Stack>
        </Paper>
        <SenderCard view={view} title={view.agreement.name} titleOrder={2} heading={t('signing.released.heading', { name: sender })} />
      </Stack>
    </Container>
  );
}
