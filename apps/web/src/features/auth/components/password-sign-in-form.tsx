import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { login } from '@signet/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SecondFactorChallenge } from '@signet/contracts';
import type { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { useServerError } from '../../../lib/api/use-server-error';
import { closeAuthDialog, rememberEmailOnChange, useAuthDialogStore } from '../../../lib/state/auth-dialog-store';
import { useLogin } from '../api/login';
import { useClearOnEdit } from '../hooks/use-clear-on-edit';
import { fieldMessage } from '../lib/field-message';
import { secondFactorOf } from '../lib/second-factor-of';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

type Values = z.input<typeof login.body>;

/**
 * E-mail and password; a 2001 shows under the password without saying which was wrong. An account
 * with two-factor sign-in on answers a challenge (8413), handed to the dialog's second step.
 */
export function PasswordSignInForm({ onChallenge }: { onChallenge: (challenge: SecondFactorChallenge) => void }) {
  const { t } = useTranslation();
  const email = useAuthDialogStore((state) => state.email);
  const setView = useAuthDialogStore((state) => state.setView);
  const signIn = useLogin();
  const form = useForm<Values, unknown, z.output<typeof login.body>>({
    resolver: zodResolver(login.body),
    defaultValues: { email, password: '' },
  });
  useClearOnEdit(form, signIn.reset);
  const server = useServerError(signIn.error, ['password']);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => signIn.mutate(values, { onSuccess: closeAuthDialog, onError: (error) => secondFactorOf(error, onChallenge) }));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <EmailField registration={form.register('email', rememberEmailOnChange)} error={errors.email && fieldMessage(t, 'email')} autoFocus />
        <Stack gap={6}>
          <PasswordField
            registration={form.register('password')}
            label={t('auth.password')}
            autoComplete="current-password"
            error={(errors.password && fieldMessage(t, 'password')) ?? server.fieldError('password')}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" fz="sm" onClick={() => setView('reset')}>
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
        </Stack>
        <FormAlert message={server.alert} />
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
