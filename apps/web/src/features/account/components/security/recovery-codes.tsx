import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../../lib/download/download-file';
import { useSessionStore } from '../../../../lib/state/session-store';

/**
 * The ten recovery codes, shown once (Signet keeps only their hashes): copy them, download them
 * as a text file, then "I have saved them" puts them away for good.
 */
export function RecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const email = useSessionStore((state) => state.userInfo?.email ?? '');
  const text = codes.join('\n');
  const download = () =>
    saveBlob(new Blob([`${t('twoFactor.security.recoveryFileIntro', { email })}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }), t('twoFactor.security.recoveryFileName'));

  return (
    <Alert color="orange" variant="light" title={t('twoFactor.security.recoveryNewTitle')} role="status">
      <Stack gap="sm">
        <Text fz="sm">{t('twoFactor.security.recoveryOnce')}</Text>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          verticalSpacing={4}
          p={0}
          m={0}
          aria-label={t('twoFactor.security.recoveryListLabel')}
          data-testid="recovery-codes"
          style={{ listStyle: 'none' }}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fz="sm" fw={600} c="dark.8" style={{ whiteSpace: 'nowrap' }}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy} leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}>
                {copied ? t('twoFactor.security.copied') : t('twoFactor.security.copyAll')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={download} leftSection={<IconDownload size={14} aria-hidden />}>
            {t('twoFactor.security.download')}
          </Button>
          <Button size="xs" onClick={onSaved} ml="auto">
            {t('twoFactor.security.savedThem')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
