import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconDatabase, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What the page checks, and that the file is not kept: the page's standing explanation. */
export function HowItWorks() {
  const { t } = useTranslation();
  const items = [
    { icon: <IconShieldCheck size={18} />, text: t('verify.how.seal') },
    { icon: <IconCertificate size={18} />, text: t('verify.how.certificate') },
    { icon: <IconDatabase size={18} />, text: t('verify.how.record') },
    { icon: <IconLock size={18} />, text: t('verify.how.privacy') },
  ];
  return (
    <Paper withBorder radius="lg" p="lg" bg="var(--mantine-color-gray-0)">
      <Title order={2} fz="md" mb="sm">
        {t('verify.how.title')}
      </Title>
      <List spacing="sm" center={false}>
        {items.map((item) => (
          <List.Item
            key={item.text}
            icon={
              <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
                {item.icon}
              </ThemeIcon>
            }
          >
            <Text fz="sm">{item.text}</Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
