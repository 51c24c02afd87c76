import { Button, Center, Paper, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ErrorCode, LIMITS } from '@signet/contracts';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { useBindSignerInfo } from '../api/bind-signer-info';
import { SignerLoading } from '../components/signer-view-gate';
import { markEmbedded, postEmbedEvent } from '../lib/embedded';
import { signErrorPath, signerPath } from '../lib/signer-routes';

/**
 * The e-mailed link (…/noticeView/{flowNoticeViewId}?t=…): opens a signer session,
 * asking for the access code when the sender set one, then replaces the address
 * (dropping the secret `t`) with the page the server says comes next.
 */
export function SignLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { flowSignerId = '', flowNoticeViewId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const bind = useBindSignerInfo();
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const started = useRef(false);

  const open = (accessCode?: string) =>
    bind.mutate(
      { flowSignerId, flowNoticeViewId, token, accessCode },
      {
        onSuccess: (result) => {
          postEmbedEvent('loaded');
          void navigate(signerPath(result.next, flowSignerId), { replace: true });
        },
        onError: (error) => {
          const answer = isApiError(error) ? error.code : ErrorCode.InternalError;
          if (answer === ErrorCode.AccessKeyEmpty || answer === ErrorCode.AccessKeyWrong || answer === ErrorCode.TooManyRequests) setNeedsCode(true);
          else if (answer !== ErrorCode.NetworkError && answer !== ErrorCode.InternalError && answer !== ErrorCode.Canceled)
            void navigate(signErrorPath(answer), { replace: true });
        },
      },
    );

  useEffect(() => {
    // Once per page: Strict Mode runs effects twice, and a second bind would count as another open.
    if (started.current || !token) return;
    started.current = true;
    // A short-lived URL for a registered site's iframe (issue 18): this frame reports to its parent.
    if (search.get('embed') === '1') markEmbedded(flowSignerId);
    open();
    // Most links go on to the start page: its code loads while the link is being opened.
    void import('./sign-start-page');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!token) {
    // Reloaded after the key was dropped, or a link cut short: a live session still opens the page.
    return signerSessions.get(flowSignerId) ? <Navigate to={`/sign/start/${flowSignerId}`} replace /> : <Navigate to={signErrorPath(ErrorCode.SignatureNotFound)} replace />;
  }

  const answer = isApiError(bind.error) ? bind.error.code : bind.error ? ErrorCode.InternalError : null;
  if (needsCode) return <AccessCodeForm code={code} onCode={setCode} onSubmit={() => open(code.trim())} pending={bind.isPending} answer={answer} />;
  if (answer === ErrorCode.NetworkError || answer === ErrorCode.InternalError) {
    return (
      <Center mih="60vh" px="md">
        <Stack align="center" gap="sm" role="alert">
          <Text fw={600}>{t('signing.link.failed')}</Text>
          <Text c="dimmed">{errorMessageOrGeneric(answer)}</Text>
          <Button variant="default" mih={44} onClick={() => open()}>
            {t('signing.link.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return <SignerLoading label={t('signing.link.opening')} />;
}

interface AccessCodeFormProps {
  code: string;
  onCode: (code: string) => void;
  onSubmit: () => void;
  pending: boolean;
  answer: number | null;
}

function AccessCodeForm({ code, onCode, onSubmit, pending, answer }: AccessCodeFormProps) {
  const { t } = useTranslation();
  usePageTitle(t('signing.link.accessTitle'));
  const fieldError = answer === ErrorCode.AccessKeyWrong ? t('signing.link.accessWrong') : undefined;
  const alert =
    answer === ErrorCode.TooManyRequests
      ? t('signing.link.accessWait')
      : answer !== null && answer !== ErrorCode.AccessKeyWrong && answer !== ErrorCode.AccessKeyEmpty
        ? errorMessageOrGeneric(answer)
        : null;
  return (
    <Center py={{ base: 'lg', sm: 64 }} px="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={460} w="100%" shadow="xs">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) onSubmit();
          }}
        >
          <Stack gap="md">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden style={{ alignSelf: 'center' }}>
              <IconLock size={28} stroke={1.6} />
            </ThemeIcon>
            <Title order={1} fz={24} ta="center">
              {t('signing.link.accessTitle')}
            </Title>
            <Text c="dimmed" ta="center">
              {t('signing.link.accessBodyNoName')}
            </Text>
            <PasswordInput
              label={t('signing.link.accessLabel')}
              value={code}
              onChange={(event) => onCode(event.currentTarget.value)}
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
              {t('signing.link.accessContinue')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
