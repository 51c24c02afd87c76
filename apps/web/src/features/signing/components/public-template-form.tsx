import { Anchor, Button, Paper, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { CODE_DIGITS, ErrorCode, ZDisplayName, ZEmail, type SignerNextStep } from '@signet/contracts';
import { IconMail, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useSendPublicCode, useStartPublicTemplate } from '../api/public-template';

/**
 * Who the visitor is: name and e-mail, then the code mailed to that e-mail, then signing.
 * `onStarted` gets the recipient the visitor became; `onBlocked` a code that ends the visit (quota, cap, gone).
 */
export function PublicTemplateForm({
  publicToken,
  roleName,
  onStarted,
  onBlocked,
}: {
  publicToken: string;
  roleName: string;
  onStarted: (result: { recipientId: bigint; next: SignerNextStep }) => void;
  onBlocked: (code: number) => void;
}) {
  const { t } = useTranslation();
  const sendCode = useSendPublicCode(publicToken);
  const start = useStartPublicTemplate(publicToken);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [issues, setIssues] = useState<{ name?: string; email?: string; code?: string }>({});
  const failure = sendCode.error ?? start.error;
  const failureCode = isApiError(failure) ? failure.code : failure ? ErrorCode.InternalError : null;

  const ask = () => {
    const found = {
      ...(ZDisplayName.safeParse(name).success ? {} : { name: t('signing.public.nameNeeded') }),
      ...(ZEmail.safeParse(email.trim()).success ? {} : { email: t('flow.recipients.emailInvalid') }),
    };
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    start.reset();
    sendCode.mutate({ name: name.trim(), email: email.trim().toLowerCase() }, { onSuccess: () => setSentTo(email.trim().toLowerCase()), onError: (error) => isApiError(error) && error.code === ErrorCode.NotFound && onBlocked(error.code) });
  };
  const begin = () => {
    if (code.length !== CODE_DIGITS) return setIssues({ code: t('signing.public.codeNeeded') });
    setIssues({});
    start.mutate(
      { name: name.trim(), email: sentTo ?? email.trim().toLowerCase(), code },
      {
        onSuccess: (result) => onStarted(result),
        onError: (error) => {
          const answer = isApiError(error) ? error.code : ErrorCode.InternalError;
          if (answer === ErrorCode.SignatureQuotaUsedUp || answer === ErrorCode.NotFound) onBlocked(answer);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="visitor-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="visitor-title">
            {sentTo ? t('signing.public.codeTitle') : t('signing.public.detailsTitle')}
          </Title>
          <Text fz="sm" c="dimmed">
            {sentTo ? t('signing.public.codeSent', { email: sentTo }) : t('signing.public.detailsHint', { role: roleName })}
          </Text>
        </div>
        {!sentTo ? (
          <>
            <TextInput label={t('flow.recipients.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} autoComplete="name" error={issues.name} size="md" />
            <TextInput label={t('flow.recipients.email')} type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} autoComplete="email" error={issues.email} size="md" />
            <Button size="md" mih={48} leftSection={<IconMail size={18} aria-hidden />} loading={sendCode.isPending} onClick={ask} fullWidth>
              {t('signing.public.sendCode')}
            </Button>
          </>
        ) : (
          <>
            <Stack gap={4}>
              <Text fz="sm" fw={500} id="code-label">
                {t('signing.public.codeLabel')}
              </Text>
              <PinInput length={CODE_DIGITS} type="number" oneTimeCode value={code} onChange={setCode} size="md" aria-labelledby="code-label" error={Boolean(issues.code)} />
              {issues.code && (
                <Text c="red.7" fz="sm">
                  {issues.code}
                </Text>
              )}
            </Stack>
            <Button size="md" mih={48} leftSection={<IconSignature size={18} aria-hidden />} loading={start.isPending} onClick={begin} fullWidth data-testid="public-start">
              {t('signing.public.start')}
            </Button>
            <Anchor
              component="button"
              type="button"
              fz="sm"
              onClick={() => {
                setSentTo(null);
                setCode('');
              }}
            >
              {t('signing.public.changeEmail')}
            </Anchor>
          </>
        )}
        {failureCode !== null && failureCode !== ErrorCode.Canceled && (
          <FormAlert message={failureCode === ErrorCode.CodeInvalid ? t('signing.public.codeWrong') : isApiError(failure) && failure.msg ? failure.msg : errorMessageOrGeneric(failureCode)} />
        )}
      </Stack>
    </Paper>
  );
}
