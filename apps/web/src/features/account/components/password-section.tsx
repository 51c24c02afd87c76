import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS, TIMING, changePassword } from '@signet/contracts';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordRules } from '../../../components/forms/password-rules';
import { useServerError } from '../../../lib/api/use-server-error';
import { useChangePassword } from '../api/change-password';
import { SectionCard } from '../../../components/section-card';

type Values = z.input<typeof changePassword.body>;

/** Current and new password; a wrong current one (2004) shows under it. Other devices are signed out. */
export function PasswordSection({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<Values, unknown, z.output<typeof changePassword.body>>({
    resolver: zodResolver(changePassword.body),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const server = useServerError(change.error, ['currentPassword']);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: 'teal', message: t('account.passwordSaved'), autoClose: TIMING.toastMs * 2 });
      },
    }),
  );
  const clear = () => {
    if (change.error || change.isSuccess) change.reset();
  };

  return (
    <SectionCard icon={<IconLock size={20} />} title={t('account.passwordTitle')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          {/* Lets password managers file the change under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email ?? ''} hidden readOnly />
          <PasswordInput
            {...form.register('currentPassword', { onChange: clear })}
            label={t('account.currentPassword')}
            autoComplete="current-password"
            error={(errors.currentPassword && t('auth.requiredPassword')) ?? server.fieldError('currentPassword')}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            required
            withAsterisk={false}
          />
          <PasswordInput
            {...form.register('newPassword', { onChange: clear })}
            label={t('account.newPassword')}
            autoComplete="new-password"
            error={errors.newPassword && t('auth.invalidPassword', { min: PASSWORD_MIN_CHARS, max: PASSWORD_MAX_CHARS })}
            description={<PasswordRules value={newPassword} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            required
            withAsterisk={false}
          />
          <FormAlert message={server.alert} />
          {change.isSuccess ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status" p="sm">
              {t('account.passwordSaved')}
            </Alert>
          ) : null}
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('account.passwordChange')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
