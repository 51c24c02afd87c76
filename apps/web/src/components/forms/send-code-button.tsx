import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface SendCodeButtonProps extends Pick<ButtonProps, 'variant' | 'fullWidth' | 'size' | 'mt'> {
  /** Whether a code was already sent (the label becomes "Resend code"). */
  sent: boolean;
  /** Seconds until another code may be asked for; 0 when allowed. */
  secondsLeft: number;
  loading: boolean;
  onClick?: () => void;
  type?: 'button' | 'submit';
}

/** "Send code", then "Resend code in 59 s" counting down, then "Resend code". */
export function SendCodeButton({ sent, secondsLeft, loading, onClick, type = 'button', ...buttonProps }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const waiting = secondsLeft > 0;
  const label = !sent ? t('auth.sendCode') : waiting ? t('auth.resendIn', { count: secondsLeft }) : t('auth.resend');
  return (
    <Button
      type={type}
      variant={sent ? 'default' : 'filled'}
      loading={loading}
      disabled={waiting}
      onClick={onClick}
      leftSection={sent ? null : <IconMailForward size={18} aria-hidden />}
      // The label ticks every second; announcing each tick would drown a screen reader.
      aria-live="off"
      style={{ fontVariantNumeric: 'tabular-nums' }}
      {...buttonProps}
    >
      {label}
    </Button>
  );
}
