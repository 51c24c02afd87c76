import { Button, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../components/forms/code-input';
import { FormAlert } from '../../../components/forms/form-alert';
import { SendCodeButton } from '../../../components/forms/send-code-button';
import type { useCodeStep } from '../hooks/use-code-step';
import { EmailField } from './email-field';

export interface EmailCodeFormProps {
  codeStep: ReturnType<typeof useCodeStep>;
  emailRegistration: UseFormRegisterReturn;
  emailError: string | undefined;
  code: { value: string; onChange: (value: string) => void };
  codeError: string | undefined;
  /** Asks for (another) code: validates the e-mail first. */
  onSend: () => void;
  /** "Use another e-mail": the form forgets the typed code. */
  onChangeEmail: () => void;
  /** Submits once a code went out (react-hook-form's handleSubmit result). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  submitting: boolean;
  /** A server error that belongs to no field. */
  alert: string | null | undefined;
  /** Further fields (name, new password), shown once the code went out. */
  children?: ReactNode;
}

/**
 * The form shared by quick login, sign-up and reset: e-mail → Send code → the
 * 6-digit code (plus `children`) → submit. Enter sends the code first, then submits;
 * the address locks once a code went out, with a resend countdown.
 */
export function EmailCodeForm(props: EmailCodeFormProps) {
  const { codeStep, emailRegistration, emailError, code, codeError, onSend, onChangeEmail } = props;
  const { t } = useTranslation();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (codeStep.sent) {
      void props.onSubmit(event);
      return;
    }
    event.preventDefault();
    onSend();
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
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
            {props.children}
          </>
        ) : null}
        <FormAlert message={props.alert} />
        {codeStep.sent ? (
          <Button type="submit" size="md" fullWidth loading={props.submitting}>
            {props.submitLabel}
          </Button>
        ) : (
          <SendCodeButton type="submit" sent={false} secondsLeft={0} loading={codeStep.sending} size="md" fullWidth />
        )}
      </Stack>
    </form>
  );
}
