import { Anchor, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface EmailFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  /** After a code went out the address is fixed; "Use another e-mail" starts over. */
  locked?: boolean;
  onUnlock?: () => void;
  autoFocus?: boolean;
}

export function EmailField({ registration, error, locked, onUnlock, autoFocus }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...registration}
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      label={t('auth.email')}
      placeholder={t('auth.emailPlaceholder')}
      error={error}
      readOnly={locked}
      variant={locked ? 'filled' : 'default'}
      autoFocus={autoFocus}
      data-autofocus={autoFocus ? true : undefined}
      required
      withAsterisk={false}
      description={
        locked && onUnlock ? (
          <Anchor component="button" type="button" fz="xs" onClick={onUnlock}>
            {t('auth.changeEmail')}
          </Anchor>
        ) : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
