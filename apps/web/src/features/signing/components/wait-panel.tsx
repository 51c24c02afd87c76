import { IconHourglass } from '@tabler/icons-react';
import type { SignerView } from '@signet/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';

/** A later signer while the order is on: whom they wait for, and that an e-mail will come. */
export function WaitPanel({ view }: { view: SignerView }) {
  const { t, i18n } = useTranslation();
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(view.waitingFor);
  const sender = view.sender.name || view.sender.email;
  return (
    <StatusPage
      icon={<IconHourglass size={32} stroke={1.6} />}
      color="gray"
      title={t('signing.wait.title')}
      body={
        <Stack gap="sm" component="span">
          <Text component="span" fw={500} c="var(--mantine-color-text)">
            {names ? t('signing.wait.body', { sender, names }) : t('signing.wait.bodyNoNames', { sender })}
          </Text>
          <Text component="span">{t('signing.wait.next')}</Text>
          <Text component="span" size="sm">
            {view.agreement.subject || view.agreement.name}
          </Text>
        </Stack>
      }
      hideHome
    />
  );
}
