import { Anchor, Divider, Modal, Stack, Text } from '@mantine/core';
import type { SecondFactorChallenge } from '@signet/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_DIALOG_ID, useAuthDialogStore } from '../../../lib/state/auth-dialog-store';
import type { AuthView } from '../../../lib/state/auth-dialog-store';
import { useAppStore } from '../../../lib/state/app-store';
import { useAppDialog } from '../../../lib/state/dialog-store';
import '../../../lib/i18n/two-factor-messages';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { PasswordSignInForm } from './password-sign-in-form';
import { QuickSignInForm } from './quick-sign-in-form';
import { ResetPasswordForm } from './reset-password-form';
import { SecondFactorStep } from './second-factor-step';
import { SignUpForm } from './sign-up-form';

const TITLES = { signIn: 'auth.signInTitle', signUp: 'auth.signUpTitle', reset: 'auth.resetTitle' } as const;

/**
 * Sign in, sign up and reset password: one modal whose view changes, full screen
 * on phones. Mounted once in the root layout; opened with openAuthDialog().
 */
export function AuthDialog() {
  const { t } = useTranslation();
  const { opened, close } = useAppDialog(AUTH_DIALOG_ID);
  const view = useAuthDialogStore((state) => state.view);
  const isMobile = useAppStore((state) => state.isMobile);
  // A right password or code for an account with two-factor sign-in on: the second step.
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  if (!opened && challenge) setChallenge(null);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={challenge ? t('twoFactor.signIn.title') : t(TITLES[view])}
      fullScreen={isMobile}
      centered
      size={440}
      radius={isMobile ? 0 : 'lg'}
      padding={isMobile ? 'md' : 'xl'}
      transitionProps={{ transition: isMobile ? 'slide-up' : 'pop', duration: 150 }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      {/* Keyed by view: each view starts fresh and focuses its first field. */}
      {challenge ? (
        <SecondFactorStep key={challenge.ticket} challenge={challenge} onRestart={() => setChallenge(null)} />
      ) : (
        <AuthView key={view} view={view} onChallenge={setChallenge} />
      )}
    </Modal>
  );
}

function AuthView({ view, onChallenge }: { view: AuthView; onChallenge: (challenge: SecondFactorChallenge) => void }) {
  const { t } = useTranslation();
  const setView = useAuthDialogStore((state) => state.setView);
  const [mode, setMode] = useState<'password' | 'code'>('password');

  if (view === 'signUp') {
    return (
      <Stack gap="lg">
        <Text c="dimmed" fz="sm">
          {t('auth.signUpIntro')}
        </Text>
        <SignUpForm />
        <SwitchLine text={t('auth.haveAccount')} action={t('auth.signIn')} onClick={() => setView('signIn')} />
      </Stack>
    );
  }

  if (view === 'reset') {
    return (
      <Stack gap="lg">
        <Text c="dimmed" fz="sm">
          {t('auth.resetIntro')}
        </Text>
        <ResetPasswordForm />
        <SwitchLine action={t('auth.backToSignIn')} onClick={() => setView('signIn')} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Text c="dimmed" fz="sm">
        {mode === 'password' ? t('auth.signInIntro') : t('auth.quickIntro')}
      </Text>
      {mode === 'password' ? <PasswordSignInForm key="password" onChallenge={onChallenge} /> : <QuickSignInForm key="code" onChallenge={onChallenge} />}
      <Divider label={t('twoFactor.signIn.or')} />
      <PasskeySignInButton />
      <Stack gap="xs" align="center">
        <Anchor component="button" type="button" fz="sm" fw={500} onClick={() => setMode(mode === 'password' ? 'code' : 'password')}>
          {mode === 'password' ? t('auth.useCode') : t('auth.usePassword')}
        </Anchor>
        <SwitchLine text={t('auth.noAccount')} action={t('auth.createAccount')} onClick={() => setView('signUp')} />
      </Stack>
    </Stack>
  );
}

function SwitchLine({ text, action, onClick }: { text?: string; action: string; onClick: () => void }) {
  return (
    <Text fz="sm" ta="center" c="dimmed">
      {text ? `${text} ` : null}
      <Anchor component="button" type="button" fz="sm" fw={600} c="signet.8" onClick={onClick}>
        {action}
      </Anchor>
    </Text>
  );
}
