import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A secret Signet keeps no readable copy of (an API key, a webhook secret): shown once, with a copy button. */
export function ShownOnceSecret({ title, secret, testId }: { title: string; secret: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" variant="light" role="status" title={title}>
      <Stack gap="xs">
        <Text fz="sm">{t('account.apiKeyOnce')}</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code block style={{ flex: 1, minWidth: 0, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid={testId}>
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} onClick={copy} leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}>
                {copied ? t('account.apiKeyCopied') : t('account.apiKeyCopy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
