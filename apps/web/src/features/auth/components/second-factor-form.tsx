import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode, TOTP_DIGITS, ZRecoveryCode, ZTotpCode } from '@signet/contracts';
import type { SecondFactorMethod, SecondFactorProof } from '@signet/contracts';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { browserHasPasskeys, passkeyAssertion } from '../../../lib/passkeys/passkey-ceremony';

export interface SecondFactorFormProps {
  /** The methods the account has, as the server names them. */
  methods: readonly SecondFactorMethod[];
  /** Sends a proof (a sign-in's completion, a re-check). */
  onProof: (proof: SecondFactorProof) => void;
  pending: boolean;
  /** The last proof's failure: a wrong code shows under the field, the rest above the button. */
  error: unknown;
  /** Fetches the passkey options for this ceremony (the sign-in's or the re-check's). */
  passkeyOptions: () => Promise<Record<string, unknown>>;
  submitLabel: string;
  /** Said above the form for the method in use. */
  intro?: (method: SecondFactorMethod) => string;
}

const ZCodes = { totp: z.object({ code: ZTotpCode }), recovery_code: z.object({ code: ZRecoveryCode }) };
type TypedMethod = keyof typeof ZCodes;

/**
 * One second factor: the authenticator app's six digits (one field that phones fill from the
 * app), or a recovery code, or a passkey, whichever the account has. Shared by the sign-in's
 * second step and the re-check before sensitive actions.
 */
export function SecondFactorForm({ methods, onProof, pending, error, passkeyOptions, submitLabel, intro }: SecondFactorFormProps) {
  const { t, i18n } = useTranslation();
  const hasPasskey = methods.includes('passkey') && browserHasPasskeys();
  const typed = methods.filter((method): method is TypedMethod => method !== 'passkey');
  const [method, setMethod] = useState<TypedMethod | null>(typed[0] ?? null);
  const [passkeyState, setPasskeyState] = useState<'idle' | 'waiting' | 'failed'>('idle');
  const language = i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US';

  const signWithPasskey = async () => {
    setPasskeyState('waiting');
    try {
      const assertion = await passkeyAssertion(await passkeyOptions());
      setPasskeyState('idle');
      onProof({ method: 'passkey', assertion });
    } catch (failure) {
      // The person closed the browser's prompt, or no passkey of this account is on the device.
      setPasskeyState(isApiError(failure) ? 'idle' : 'failed');
    }
  };
  // A wrong code shows under the code; anything else (a passkey refused, 429, network) above the buttons.
  const wrongCode = isApiError(error) && error.code === ErrorCode.SecondFactorWrong && method !== null;
  const code = isApiError(error) ? error.code : ErrorCode.InternalError;
  const serverAlert = error && !wrongCode && code !== ErrorCode.Canceled ? errorMessageOrGeneric(code, language) : null;

  return (
    <Stack gap="md">
      {intro ? (
        <Text fz="sm" c="dimmed">
          {intro(method ?? 'passkey')}
        </Text>
      ) : null}
      {method ? (
        <CodeForm
          key={method}
          method={method}
          onCode={(code) => onProof({ method, code })}
          pending={pending}
          serverError={wrongCode ? errorMessageOrGeneric(code, language) : undefined}
          submitLabel={submitLabel}
        />
      ) : null}
      <FormAlert message={passkeyState === 'failed' ? t('twoFactor.proof.passkeyFailed') : serverAlert} />
      {hasPasskey ? (
        <Button variant={method ? 'default' : 'filled'} size="md" fullWidth leftSection={<IconFingerprint size={18} aria-hidden />} loading={passkeyState === 'waiting'} onClick={() => void signWithPasskey()}>
          {t('twoFactor.proof.usePasskey')}
        </Button>
      ) : null}
      {typed.length > 1 && method ? (
        <Anchor component="button" type="button" fz="sm" fw={500} ta="center" onClick={() => setMethod(method === 'totp' ? 'recovery_code' : 'totp')}>
          {method === 'totp' ? t('twoFactor.proof.useRecovery') : t('twoFactor.proof.useApp')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

interface CodeFormProps {
  method: TypedMethod;
  onCode: (code: string) => void;
  pending: boolean;
  serverError: string | undefined;
  submitLabel: string;
}

function CodeForm({ method, onCode, pending, serverError, submitLabel }: CodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<{ code: string }>({ resolver: method === 'totp' ? zodResolver(ZCodes.totp) : zodResolver(ZCodes.recovery_code), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit((values) => onCode(values.code));
  const invalid = form.formState.errors.code ? (method === 'totp' ? t('twoFactor.proof.appCodeInvalid') : t('twoFactor.proof.recoveryCodeInvalid')) : undefined;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {method === 'totp' ? (
          <TextInput
            {...form.register('code')}
            label={t('twoFactor.proof.appCode')}
            description={t('twoFactor.proof.appCodeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TOTP_DIGITS + 1}
            size="md"
            error={invalid ?? serverError}
            data-autofocus
            autoFocus
            styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.2em' } }}
          />
        ) : (
          <TextInput
            {...form.register('code')}
            label={t('twoFactor.proof.recoveryCode')}
            description={t('twoFactor.proof.recoveryCodeHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            size="md"
            error={invalid ?? serverError}
            data-autofocus
            autoFocus
          />
        )}
        <Button type="submit" size="md" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
