import { zodResolver } from '@hookform/resolvers/zod';
import { quickLogin } from '@signet/contracts';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SecondFactorChallenge } from '@signet/contracts';
import type { z } from 'zod';
import { useServerError } from '../../../lib/api/use-server-error';
import { closeAuthDialog, rememberEmailOnChange, useAuthDialogStore } from '../../../lib/state/auth-dialog-store';
import { useQuickLogin } from '../api/quick-login';
import { useClearOnEdit } from '../hooks/use-clear-on-edit';
import { useCodeStep } from '../hooks/use-code-step';
import { fieldMessage } from '../lib/field-message';
import { secondFactorOf } from '../lib/second-factor-of';
import { EmailCodeForm } from './email-code-form';

type Values = z.input<typeof quickLogin.body>;

/**
 * Quick login (spec 7): e-mail → Send code → the 6-digit code → signed in (a new e-mail gets an account),
 * or the dialog's second step when the account has two-factor sign-in on (8413).
 */
export function QuickSignInForm({ onChallenge }: { onChallenge: (challenge: SecondFactorChallenge) => void }) {
  const { t } = useTranslation();
  const email = useAuthDialogStore((state) => state.email);
  const codeStep = useCodeStep('login');
  const signIn = useQuickLogin();
  const form = useForm<Values, unknown, z.output<typeof quickLogin.body>>({
    resolver: zodResolver(quickLogin.body),
    defaultValues: { email, code: '' },
  });
  useClearOnEdit(form, signIn.reset);
  const server = useServerError(signIn.error ?? codeStep.error, ['code']);
  const { errors } = form.formState;
  const code = useController({ control: form.control, name: 'code' });

  const sendCode = async () => {
    if (await form.trigger('email')) codeStep.request(form.getValues('email'));
  };
  const onSubmit = form.handleSubmit((values) => signIn.mutate(values, { onSuccess: closeAuthDialog, onError: (error) => secondFactorOf(error, onChallenge) }));

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
      submitLabel={t('auth.signIn')}
      submitting={signIn.isPending}
      alert={server.alert}
    />
  );
}
