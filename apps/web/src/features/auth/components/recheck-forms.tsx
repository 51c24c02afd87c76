import { Button, Stack, Text } from '@mantine/core';
import { ZCode } from '@signet/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { CodeInput } from '../../../components/forms/code-input';
import { FormAlert } from '../../../components/forms/form-alert';
import { SendCodeButton } from '../../../components/forms/send-code-button';
import { useServerError } from '../../../lib/api/use-server-error';
import { useSessionStore } from '../../../lib/state/session-store';
import { useCodeStep } from '../hooks/use-code-step';
import { PasswordField } from './password-field';

interface RecheckFormProps {
  pending: boolean;
  /** The last try's failure: a wrong password or code shows under its field. */
  error: unknown;
}

/** The re-check of an account without two-factor sign-in: its password (2004 under it when wrong). */
export function RecheckPassword({ onPassword, pending, error }: RecheckFormProps & { onPassword: (password: string) => void }) {
  const { t } = useTranslation();
  const form = useForm<{ password: string }>({ resolver: zodResolver(z.object({ password: z.string().min(1) })), defaultValues: { password: '' } });
  const server = useServerError(error, ['currentPassword']);
  const onSubmit = form.handleSubmit((values) => onPassword(values.password));
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('twoFactor.recheck.introPassword')}
        </Text>
        <PasswordField
          registration={form.register('password')}
          label={t('twoFactor.recheck.password')}
          autoComplete="current-password"
          error={(form.formState.errors.password && t('auth.requiredPassword')) ?? server.fieldError('currentPassword')}
        />
        <FormAlert message={server.alert} />
        <Button type="submit" size="md" fullWidth loading={pending} data-autofocus>
          {t('twoFactor.recheck.confirm')}
        </Button>
      </Stack>
    </form>
  );
}

/** The re-check of an account with neither password nor second factor: a code e-mailed to it. */
export function RecheckEmailCode({ onCode, pending, error }: RecheckFormProps & { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const email = useSessionStore((state) => state.userInfo?.email ?? '');
  const codeStep = useCodeStep('login');
  const [tried, setTried] = useState(false);
  const form = useForm<{ code: string }>({ resolver: zodResolver(z.object({ code: ZCode })), defaultValues: { code: '' } });
  const server = useServerError(error ?? codeStep.error, ['code']);
  const onSubmit = form.handleSubmit((values) => onCode(values.code));
  return (
    <form
      onSubmit={(event) => {
        setTried(true);
        if (codeStep.sent) void onSubmit(event);
        else {
          event.preventDefault();
          codeStep.request(email);
        }
      }}
      noValidate
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('twoFactor.recheck.introEmail', { email })}
        </Text>
        {codeStep.sent ? (
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <CodeInput value={field.value} onChange={field.onChange} error={(tried && form.formState.errors.code && t('auth.invalidCode')) || server.fieldError('code')} autoFocus />
            )}
          />
        ) : null}
        <FormAlert message={server.alert} />
        {codeStep.sent ? (
          <Button type="submit" size="md" fullWidth loading={pending}>
            {t('twoFactor.recheck.confirm')}
          </Button>
        ) : (
          <SendCodeButton type="submit" sent={false} secondsLeft={0} loading={codeStep.sending} size="md" fullWidth />
        )}
      </Stack>
    </form>
  );
}
