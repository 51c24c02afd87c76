import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NAME_MAX_CHARS, TIMING, register as registerOperation } from '@signet/contracts';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordRules } from '../../../components/forms/password-rules';
import { useServerError } from '../../../lib/api/use-server-error';
import { closeAuthDialog, rememberEmailOnChange, useAuthDialogStore } from '../../../lib/state/auth-dialog-store';
import { useRegister } from '../api/register';
import { useClearOnEdit } from '../hooks/use-clear-on-edit';
import { useCodeStep } from '../hooks/use-code-step';
import { fieldMessage } from '../lib/field-message';
import { EmailCodeForm } from './email-code-form';
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
  const code = useController({ control: form.control, name: 'code' });

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
    <EmailCodeForm
      codeStep={codeStep}
      emailRegistration={form.register('email', rememberEmailOnChange)}
      emailError={(errors.email && fieldMessage(t, 'email')) ?? server.fieldError('email')}
      code={code.field}
      codeError={(errors.code && fieldMessage(t, 'code')) ?? server.fieldError('code')}
      onSend={() => void sendCode()}
      onChangeEmail={() => form.resetField('code')}
      onSubmit={onSubmit}
      submitLabel={t('auth.createAccount')}
      submitting={signUp.isPending}
      alert={server.alert}
    >
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
    </EmailCodeForm>
  );
}
