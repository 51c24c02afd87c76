import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DevToolsGate } from '../components/dev-tools-gate';
import { MailOutboxPanel } from '../components/mail-outbox-panel';
import { SmsOutboxPanel } from '../components/sms-outbox-panel';

type Tab = 'mail' | 'sms';

/** /dev/outbox: the mail and text messages the development server kept instead of sending; `?tab=sms` opens the texts. */
export function OutboxListPage() {
  return (
    <DevToolsGate>
      <OutboxListContent />
    </DevToolsGate>
  );
}

function OutboxListContent() {
  const { t } = useTranslation();
  usePageTitle(t('devOutbox.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'sms' ? 'sms' : 'mail';
  const choose = (value: string | null) => setSearchParams(value === 'sms' ? { tab: 'sms' } : {}, { replace: true });

  return (
    <Container size="lg" px="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('devOutbox.title')}
          </Title>
          <Text c="dimmed">{t('devOutbox.body')}</Text>
        </Stack>
        <Tabs value={tab} onChange={choose} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="mail" leftSection={<IconMail size={16} aria-hidden />}>
              {t('devOutbox.tabMail')}
            </Tabs.Tab>
            <Tabs.Tab value="sms" leftSection={<IconMessage size={16} aria-hidden />}>
              {t('devOutbox.tabSms')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mail">
            <MailOutboxPanel />
          </Tabs.Panel>
          <Tabs.Panel value="sms">
            <SmsOutboxPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
