import { Group, Text } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../components/forms/code-input';
import { SendCodeButton } from '../../../components/forms/send-code-button';
import type { useCodeStep } from '../hooks/use-code-step';
import { EmailField } from './email-field';

export interface EmailCodeStepProps {
  codeStep: ReturnType<typeof useCodeStep>;
  emailRegistration: UseFormRegisterReturn;
  emailError: string | undefined;
  code: { value: string; onChange: (value: string) => void };
  codeError: string | undefined;
  /** Asks for (another) code: validates the e-mail first. */
  onSend: () => void;
  /** "Use another e-mail": the form forgets the typed code. */
  onChangeEmail: () => void;
}

/**
 * The "e-mail → Send code → 6-digit code" part shared by quick login, sign-up and
 * reset: the address locks once a code went out, with a resend countdown.
 */
export function EmailCodeStep({ codeStep, emailRegistration, emailError, code, codeError, onSend, onChangeEmail }: EmailCodeStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <EmailField
        registration={emailRegistration}
        error={emailError}
        locked={codeStep.sent}
        onUnlock={() => {
          codeStep.changeEmail();
          onChangeEmail();
        }}
        autoFocus
      />
      {codeStep.sent ? (
        <>
          <Text fz="sm" c="dimmed" role="status">
            {t('auth.codeSentTo', { email: codeStep.sentTo ?? '' })}
          </Text>
          <CodeInput value={code.value} onChange={code.onChange} error={codeError} autoFocus />
          <Group gap={0} mt={-6}>
            <SendCodeButton sent secondsLeft={codeStep.secondsLeft} loading={codeStep.sending} onClick={onSend} variant="subtle" size="compact-sm" />
          </Group>
        </>
      ) : null}
    </>
  );
}
