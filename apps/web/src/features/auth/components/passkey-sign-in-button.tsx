import { Button, Text } from '@mantine/core';
import { ErrorCode } from '@signet/contracts';
import { IconFingerprint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { browserHasPasskeys } from '../../../lib/passkeys/passkey-ceremony';
import { closeAuthDialog } from '../../../lib/state/auth-dialog-store';
import { usePasskeySignIn } from '../api/second-factor-sign-in';

/** Password-less sign-in: the browser offers this site's passkeys; one of them is both factors. */
export function PasskeySignInButton() {
  const { t, i18n } = useTranslation();
  const signIn = usePasskeySignIn();
  if (!browserHasPasskeys()) return null;
  const error = signIn.error;
  // Not an answer of ours: the person closed the browser's prompt, or has no passkey here.
  const message = !error ? null : isApiError(error) ? (error.code === ErrorCode.Canceled ? null : errorMessageOrGeneric(error.code, i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US')) : t('twoFactor.proof.passkeyFailed');
  return (
    <>
      <Button variant="default" size="md" fullWidth leftSection={<IconFingerprint size={18} aria-hidden />} loading={signIn.isPending} onClick={() => signIn.mutate(undefined, { onSuccess: closeAuthDialog })}>
        {t('twoFactor.signIn.passkey')}
      </Button>
      {message ? (
        <Text fz="sm" c="red.8" role="alert" ta="center">
          {message}
        </Text>
      ) : null}
    </>
  );
}
