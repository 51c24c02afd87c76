import { ActionIcon, Code, CopyButton, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The uploaded file's SHA-256, to compare with the one printed on the certificate page. */
export function FingerprintCard({ sha256 }: { sha256: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Title order={3} fz="md">
          {t('verify.fingerprint.title')}
        </Title>
        <CopyButton value={sha256}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('verify.fingerprint.copied') : t('verify.fingerprint.copy')} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'green' : 'gray'} onClick={copy} aria-label={t('verify.fingerprint.copy')}>
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text fz="xs" c="dimmed" mb="xs">
        {t('verify.fingerprint.hint')}
      </Text>
      <Code block fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="verify-sha256">
        {sha256}
      </Code>
    </Paper>
  );
}
