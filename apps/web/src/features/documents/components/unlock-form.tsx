import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface UnlockFormProps {
  fileName: string;
  busy: boolean;
  error: string | null;
  onUnlock: (password: string) => void;
}

/** The 7800 prompt: 'Enter the password to open this file.' with the password and Unlock. */
export function UnlockForm({ fileName, busy, error, onUnlock }: UnlockFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (password && !busy) onUnlock(password);
      }}
    >
      <Text fz="sm" mb={6} c="var(--mantine-primary-color-filled)" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <IconLock size={16} aria-hidden />
        {t('file_password', { ns: 'common' })}
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <PasswordInput
          aria-label={t('documents.upload.passwordFor', { name: fileName })}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          size="sm"
          style={{ flex: 1 }}
          autoComplete="off"
          data-autofocus
        />
        <Button type="submit" size="sm" loading={busy} disabled={!password}>
          {t('documents.upload.unlock')}
        </Button>
      </Group>
    </form>
  );
}
