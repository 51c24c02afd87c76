import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { TIMING, resetPassword } from '@signet/contracts';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordRules } from '../../../components/forms/password-rules';
import { useServerError } from '../../../lib/api/use-server-error';
import { closeAuthDialog, rememberEmailOnChange, useAuthDialogStore } from '../../../lib/state/auth-dialog-store';
import { useResetPassword } from '../api/reset-password';
import { useClearOnEdit } from '../hooks/use-clear-on-edit';
import { useCodeStep } from '../hooks/use-code-step';
import { fieldMessage } from '../lib/field-message';
import { EmailCodeForm } from './email-code-form';
import { PasswordField } from './password-field';

type Values = z.input<typeof resetPassword.body>;

/** Password reset: e-mail → Send code → code and new password → signed in, other sessions ended. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const email = useAuthDialogStore((state) => state.email);
  const codeStep = useCodeStep('reset');
  const reset = useResetPassword();
  const form = useForm<Values, unknown, z.output<typeof resetPassword.body>>({
    resolver: zodResolver(resetPassword.body),
    defaultValues: { email, code: '', password: '' },
  });
  useClearOnEdit(form, reset.reset);
  const password = useWatch({ control: form.control, name: 'password' });
  const server = useServerError(reset.error ?? codeStep.error, ['code']);
  const { errors } = form.formState;
  const code = useController({ control: form.control, name: 'code' });

  const sendCode = async () => {
    if (await form.trigger('email')) codeStep.request(form.getValues('email'));
  };
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        closeAuthDialog();
        notifications.show({ color: 'teal', message: t('auth.resetDone'), autoClose: TIMING.toastMs * 2, withCloseButton: true });
      },
    }),
  );

  return (
    <EmailCodeForm
      codeStep={codeStep}
      emailRegistration={form.register('email', rememberEmailOnChange)}
      emailError={errors.email && fieldMessage(t, 'email')}
      code={code.field}
      codeError={(errors.code && fieldMessage(t, 'code')) ?? server.fieldError('code')}
      onSend={() => void sendCode()}
      onChangeEmail={() => form.resetField('code')}
      onSubmit={onSubmit}
      submitLabel={t('auth.resetSubmit')}
      submitting={reset.isPending}
      alert={server.alert}
    >
      <PasswordField
        registration={form.register('password')}
        label={t('auth.newPassword')}
        autoComplete="new-password"
        error={errors.password && fieldMessage(t, 'newPassword')}
        description={<PasswordRules value={password} />}
      />
    </EmailCodeForm>
  );
}
