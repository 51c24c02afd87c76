import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SignerView } from '@signet/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BrandLogo, brandBar } from './brand-logo';

/** A viewer's and a copy recipient's title say what they are asked; a signer's is the sender's subject. */
function titleFor(view: SignerView, t: TFunction): string {
  const { agreement } = view;
  if (view.me.role === 'viewer') return t('signing.view.agreementTitle', { name: agreement.name });
  if (view.me.role === 'copy') return t('signing.view.copyTitle', { name: agreement.name });
  return agreement.subject || agreement.name;
}

/**
 * Who sent the agreement, what is asked, and the sender's message. A signer's title is
 * the sender's subject; a viewer's says they are asked to view (a copy recipient's, that
 * it is their copy), since a subject the sender wrote for signers ("Please sign…") would
 * contradict "nothing to sign". `title` replaces it where the page says something else.
 */
export function SenderCard({ view, heading, title, titleOrder = 1 }: { view: SignerView; heading: string; title?: string; titleOrder?: 1 | 2 }) {
  const { t } = useTranslation();
  const { sender, agreement } = view;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} style={brandBar(sender.brand)}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {sender.brand?.logoUrl ? (
            <BrandLogo brand={sender.brand} height={40} />
          ) : (
            <Avatar color="gray" radius="xl" aria-hidden>
              {[...(sender.name || sender.email)][0]?.toLocaleUpperCase()}
            </Avatar>
          )}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('signing.common.sentBy')}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {sender.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {sender.email}
            </Text>
          </Stack>
        </Group>
        <Title order={titleOrder} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          {title ?? titleFor(view, t)}
        </Title>
        <Text c="dimmed" size="sm">
          {heading}
        </Text>
        {agreement.message && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('signing.common.message')}
            </Text>
            <Text
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderInlineStart: '3px solid var(--mantine-color-gray-3)' }}
              ps="sm"
            >
              {agreement.message}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
