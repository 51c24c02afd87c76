import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NAME_MAX_CHARS, TIMING, register as registerOperation } from '@signet/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CodeInput } from '../../../components/forms/code-input';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordRules } from '../../../components/forms/password-rules';
import { SendCodeButton } from '../../../components/forms/send-code-button';
import { useServerError } from '../../../lib/api/use-server-error';
import { closeAuthDialog, rememberEmailOnChange, useAuthDialogStore } from '../../../lib/state/auth-dialog-store';
import { useRegister } from '../api/register';
import { useClearOnEdit } from '../hooks/use-clear-on-edit';
import { useCodeStep } from '../hooks/use-code-step';
import { fieldMessage } from '../lib/field-message';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

type Values = z.input<typeof registerOperation.body>;

/** Sign-up: e-mail → Send code → code, name and password → signed in. The code verifies the e-mail. */
export function SignUpForm() {
  const { t } = useTranslation();
  const email = useAuthDialogStore((state) => state.email);
  const codeStep = useCodeStep('register');
  const signUp = useRegister();
  const form = useForm<Values, unknown, z.output<typeof registerOperation.body>>({
    resolver: zodResolver(registerOperation.body),
    defaultValues: { email, code: '', name: '', password: '' },
  });
  useClearOnEdit(form, signUp.reset);
  const password = useWatch({ control: form.control, name: 'password' });
  const server = useServerError(signUp.error ?? codeStep.error, ['code', 'email']);
  const { errors } = form.formState;

  const sendCode = async () => {
    if (await form.trigger('email')) codeStep.request(form.getValues('email'));
  };
  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: (result) => {
        closeAuthDialog();
        notifications.show({ color: 'teal', message: t('auth.welcome', { name: result.userInfo.name }), autoClose: TIMING.toastMs });
      },
    }),
  );

  return (
    <form onSubmit={(event) => void (codeStep.sent ? onSubmit(event) : (event.preventDefault(), sendCode()))} noValidate>
      <Stack gap="md">
        <EmailField
          registration={form.register('email', rememberEmailOnChange)}
          error={(errors.email && fieldMessage(t, 'email')) ?? server.fieldError('email')}
          locked={codeStep.sent}
          onUnlock={() => {
            codeStep.changeEmail();
            form.resetField('code');
          }}
          autoFocus
        />
        {codeStep.sent ? (
          <>
            <Text fz="sm" c="dimmed" role="status">
              {t('auth.codeSentTo', { email: codeStep.sentTo ?? '' })}
            </Text>
            <Controller
              control={form.control}
              name="code"
              render={({ field }) => (
                <CodeInput
                  value={field.value}
                  onChange={field.onChange}
                  error={(errors.code && fieldMessage(t, 'code')) ?? server.fieldError('code')}
                  autoFocus
                />
              )}
            />
            <Group gap={0} mt={-6}>
              <SendCodeButton sent secondsLeft={codeStep.secondsLeft} loading={codeStep.sending} onClick={() => void sendCode()} variant="subtle" size="compact-sm" />
            </Group>
            <TextInput
              {...form.register('name')}
              label={t('auth.name')}
              placeholder={t('auth.namePlaceholder')}
              autoComplete="name"
              maxLength={NAME_MAX_CHARS}
              error={errors.name && fieldMessage(t, 'name')}
              required
              withAsterisk={false}
            />
            <PasswordField
              registration={form.register('password')}
              label={t('auth.password')}
              autoComplete="new-password"
              error={errors.password && fieldMessage(t, 'newPassword')}
              description={<PasswordRules value={password} />}
            />
          </>
        ) : null}
        <FormAlert message={server.alert} />
        {codeStep.sent ? (
          <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
            {t('auth.createAccount')}
          </Button>
        ) : (
          <SendCodeButton type="submit" sent={false} secondsLeft={0} loading={codeStep.sending} size="md" fullWidth />
        )}
      </Stack>
    </form>
  );
}
