import { Button, Center, Loader, PasswordInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileAlert, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfDocumentState } from './use-pdf-document';

/** Loading, or why the file cannot be shown; a locked file asks for its password. */
export function PdfViewerStatus({ state, onPassword }: { state: Exclude<PdfDocumentState, { status: 'ready' }>; onPassword: (password: string) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');

  if (state.status === 'loading') {
    return (
      <Center h="100%" mih={200}>
        <Stack align="center" gap="sm" role="status">
          <Loader />
          <Text c="dimmed">{t('pdfViewer.loading')}</Text>
        </Stack>
      </Center>
    );
  }

  const locked = state.kind === 'password' || state.kind === 'passwordWrong';
  const message = {
    password: t('file_password', { ns: 'common' }),
    passwordWrong: t('file_password_wrong', { ns: 'common' }),
    damaged: t('file_damaged', { ns: 'common' }),
    notFound: t('pdfViewer.notFound'),
    failed: t('pdfViewer.failed'),
  }[state.kind];

  return (
    <Center h="100%" mih={240} p="md">
      <Stack align="center" gap="sm" maw={360} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={locked ? 'signet' : 'red'} aria-hidden>
          {locked ? <IconLock size={28} /> : <IconFileAlert size={28} />}
        </ThemeIcon>
        <Text fw={600} role="alert">
          {message}
        </Text>
        {locked && (
          <form
            style={{ width: '100%' }}
            onSubmit={(event) => {
              event.preventDefault();
              if (password) onPassword(password);
            }}
          >
            <Stack gap="xs">
              <PasswordInput label={t('pdfViewer.password')} value={password} onChange={(event) => setPassword(event.currentTarget.value)} autoFocus />
              <Button type="submit" disabled={!password}>
                {t('pdfViewer.open')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Center>
  );
}
