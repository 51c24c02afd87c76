import { PasswordInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface PasswordFieldProps {
  registration: UseFormRegisterReturn;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  description?: ReactNode;
  describedBy?: string;
}

export function PasswordField({ registration, label, autoComplete, error, description, describedBy }: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...registration}
      label={label}
      autoComplete={autoComplete}
      error={error}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      aria-describedby={describedBy}
      required
      withAsterisk={false}
      visibilityToggleButtonProps={{
        'aria-label': t('auth.showPassword'),
      }}
    />
  );
}
