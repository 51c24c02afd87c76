import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { ErrorCode, LIMITS } from '@signet/contracts';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/forms/form-alert';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { errorMessageOrGeneric } from '../../../../lib/i18n/i18n';
import '../../lib/signer-code-messages';
import { IdentityCheckCard } from './identity-check-card';

export interface AccessCodeFormProps {
  onSubmit: (accessCode: string) => void;
  pending: boolean;
  /** The last answer of bindSignerInfo, or null before the first try. */
  answer: number | null;
}

/** The access code the sender passed on by hand (7301 asks for it, 7300 says it was wrong). */
export function AccessCodeForm({ onSubmit, pending, answer }: AccessCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  usePageTitle(t('accessCode.title'));
  const fieldError = answer === ErrorCode.AccessKeyWrong ? t('accessCode.wrong') : undefined;
  const alert =
    answer === ErrorCode.TooManyRequests
      ? t('accessCode.wait')
      : answer !== null && answer !== ErrorCode.AccessKeyWrong && answer !== ErrorCode.AccessKeyEmpty
        ? errorMessageOrGeneric(answer)
        : null;
  return (
    <IdentityCheckCard icon={<IconLock size={28} stroke={1.6} />} title={t('accessCode.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) onSubmit(code.trim());
        }}
      >
        <Stack gap="md">
          <Text c="dimmed" ta="center">
            {t('accessCode.body')}
          </Text>
          <PasswordInput
            label={t('accessCode.label')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            maxLength={LIMITS.accessCodeChars}
            error={fieldError}
            autoComplete="off"
            size="md"
            data-autofocus
            autoFocus
            required
          />
          <FormAlert message={alert} />
          <Button type="submit" size="md" mih={44} loading={pending} disabled={!code.trim()}>
            {t('accessCode.continue')}
          </Button>
        </Stack>
      </form>
    </IdentityCheckCard>
  );
}
