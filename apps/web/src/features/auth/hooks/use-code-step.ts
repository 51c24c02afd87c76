import type { CodePurpose } from '@signet/contracts';
import { useState } from 'react';
import { useCountdown } from '../../../hooks/use-countdown';
import { useSendCode } from '../api/send-code';

/** Seconds before another code may be asked for (the server also rate-limits, 429). */
export const RESEND_WAIT_SECONDS = 60;

/**
 * The "e-mail → Send code → code" step shared by quick login, sign-up and reset:
 * which address the code went to, the resend countdown and the send call.
 */
export function useCodeStep(purpose: CodePurpose) {
  const send = useSendCode();
  const countdown = useCountdown(RESEND_WAIT_SECONDS);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const request = (email: string) =>
    send.mutate(
      { email, purpose },
      {
        onSuccess: () => {
          setSentTo(email.trim().toLowerCase());
          countdown.start();
        },
      },
    );

  const changeEmail = () => {
    setSentTo(null);
    countdown.reset();
    send.reset();
  };

  return {
    sentTo,
    sent: sentTo !== null,
    secondsLeft: countdown.remaining,
    sending: send.isPending,
    error: send.error,
    request,
    changeEmail,
  };
}
