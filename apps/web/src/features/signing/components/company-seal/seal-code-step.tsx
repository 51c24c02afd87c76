import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from './refusal-text';
import { useApplySeal, useSendSealCode } from '../../api/seal-use-mutations';

interface SealCodeStepProps {
  flowSignerId: string;
  sealId: bigint;
  /** Where the code went, once sent (tests start there). */
  initialSentTo?: string | null;
}

/** Confirms a seal's use: a code mailed to the signer, typed in, then Apply. */
export function SealCodeStep({ flowSignerId, sealId, initialSentTo = null }: SealCodeStepProps) {
  const { t } = useTranslation();
  const send = useSendSealCode(flowSignerId);
  const apply = useApplySeal(flowSignerId);
  const [sentTo, setSentTo] = useState<string | null>(initialSentTo);
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const complete = /^\d{6}$/.test(code);

  const sendCode = () => send.mutate(sealId, { onSuccess: (answer) => setSentTo(answer.sentTo) });
  const submit = () => {
    setTried(true);
    if (complete) apply.mutate({ sealId, code });
  };

  if (sentTo === null)
    return (
      <Stack gap={4}>
        <Button size="sm" style={{ alignSelf: 'flex-start' }} loading={send.isPending} onClick={sendCode}>
          {t('seals.signer.sendCode')}
        </Button>
        {send.isError && (
          <Text fz="sm" c="red.8" role="alert">
            {refusalText(send.error, t)}
          </Text>
        )}
      </Stack>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Text fz="sm" role="status">
          {t('seals.signer.codeSent', { to: sentTo })}
        </Text>
        <TextInput
          label={t('seals.signer.code')}
          description={t('seals.signer.codeHint')}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          maw={220}
          data-autofocus
          error={tried && !complete ? t('seals.signer.codeInvalid') : undefined}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
            setCode(digits);
          }}
        />
        {apply.isError && (
          <Text fz="sm" c="red.8" role="alert">
            {refusalText(apply.error, t)}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" loading={apply.isPending}>
            {t('seals.signer.apply')}
          </Button>
          <Button variant="subtle" loading={send.isPending} onClick={sendCode}>
            {t('seals.signer.resendCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
