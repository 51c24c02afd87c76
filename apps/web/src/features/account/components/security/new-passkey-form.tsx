import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { ErrorCode, PASSKEY_NAME_MAX_CHARS, ZPasskeyName } from '@signet/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../../lib/i18n/i18n';
import { useAddPasskey } from '../../api/two-factor';

/** Names a passkey, then the browser makes it (fingerprint, face, screen lock or security key). */
export function NewPasskeyForm({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const { t, i18n } = useTranslation();
  const add = useAddPasskey();
  const form = useForm<{ name: string }>({ resolver: zodResolver(z.object({ name: ZPasskeyName })), defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values.name, {
      onSuccess: (answer) => {
        form.reset();
        if (answer.recoveryCodes) onRecoveryCodes(answer.recoveryCodes);
      },
    }),
  );
  const error = add.error;
  // A failure that is not an answer of ours is the browser's: the prompt closed, no authenticator.
  const message = !error ? null : !isApiError(error) ? t('twoFactor.security.passkeyFailed') : error.code === ErrorCode.Canceled ? null : errorMessageOrGeneric(error.code, i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US');

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('twoFactor.security.passkeyAdd')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          {...form.register('name', { onChange: () => add.reset() })}
          label={t('twoFactor.security.passkeyName')}
          placeholder={t('twoFactor.security.passkeyNamePlaceholder')}
          maxLength={PASSKEY_NAME_MAX_CHARS}
          error={form.formState.errors.name && t('twoFactor.security.passkeyNameError')}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" variant="default" mt={{ base: 0, xs: 25 }} leftSection={<IconPlus size={16} aria-hidden />} loading={add.isPending}>
          {t('twoFactor.security.passkeyAdd')}
        </Button>
      </Group>
      {message ? (
        <Text fz="sm" c="red.8" role="alert" mt="xs">
          {message}
        </Text>
      ) : null}
    </form>
  );
}
