import { Button, Stack } from '@mantine/core';
import { ErrorCode } from '@signet/contracts';
import type { SecondFactorChallenge, SecondFactorMethod } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { closeAuthDialog } from '../../../lib/state/auth-dialog-store';
import { secondFactorPasskeyOptions, useCompleteSecondFactorSignIn } from '../api/second-factor-sign-in';
import { SecondFactorForm } from './second-factor-form';

/**
 * The sign-in's second step, after a right password or e-mailed code for an account with
 * two-factor sign-in on: the challenge's ticket and one second factor make the session. A
 * ticket that ran out (8415) sends the person back to sign in again.
 */
export function SecondFactorStep({ challenge, onRestart }: { challenge: SecondFactorChallenge; onRestart: () => void }) {
  const { t } = useTranslation();
  const complete = useCompleteSecondFactorSignIn();
  const expired = isApiError(complete.error) && complete.error.code === ErrorCode.SignInTicketExpired;
  const intro = (method: SecondFactorMethod) =>
    method === 'totp' ? t('twoFactor.signIn.introTotp') : method === 'recovery_code' ? t('twoFactor.signIn.introRecovery') : t('twoFactor.signIn.introPasskey');

  return (
    <Stack gap="md">
      <SecondFactorForm
        methods={challenge.methods}
        intro={intro}
        onProof={(proof) => complete.mutate({ ticket: challenge.ticket, proof }, { onSuccess: closeAuthDialog })}
        pending={complete.isPending}
        error={complete.error}
        passkeyOptions={() => secondFactorPasskeyOptions(challenge.ticket)}
        submitLabel={t('twoFactor.proof.verify')}
      />
      {expired ? (
        <Button variant="default" fullWidth onClick={onRestart}>
          {t('twoFactor.signIn.startOver')}
        </Button>
      ) : null}
    </Stack>
  );
}
