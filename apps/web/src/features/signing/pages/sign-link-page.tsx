import { Button, Center, Stack, Text } from '@mantine/core';
import { ErrorCode, type ErrorData } from '@signet/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { useBindSignerInfo, type BindInput } from '../api/bind-signer-info';
import { LazyAccessCodeForm, LazySignerCodeForm } from '../components/identity-check/lazy-identity-check';
import { SignerLoading } from '../components/signer-view-gate';
import { markEmbedded, postEmbedEvent } from '../lib/embedded';
import { signErrorPath, signerPath } from '../lib/signer-routes';

/** What the signer must give before the link opens: the access code, or a code sent to them (issue 35). */
type IdentityCheck = { kind: 'access' } | { kind: 'code'; required: ErrorData<typeof ErrorCode.SignerCodeRequired> };

/** Answers about a code sent to the signer: the code page says them. */
const CODE_ANSWERS: ReadonlySet<number> = new Set([ErrorCode.SignerCodeWrong, ErrorCode.SignerCodeLimit, ErrorCode.TooManyRequests]);
/** Answers about the access code: its page says them (429: too many wrong codes). */
const ACCESS_ANSWERS: ReadonlySet<number> = new Set([ErrorCode.AccessKeyEmpty, ErrorCode.AccessKeyWrong, ErrorCode.TooManyRequests]);
/** Nothing was refused: the page offers the same press again. */
const RETRY_ANSWERS: ReadonlySet<number> = new Set([ErrorCode.NetworkError, ErrorCode.InternalError, ErrorCode.Canceled]);

/**
 * The e-mailed link (…/noticeView/{flowNoticeViewId}?t=…): opens a signer session,
 * asking for the access code or a 6-digit code when the sender set one, then replaces
 * the address (dropping the secret `t`) with the page the server says comes next.
 */
export function SignLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { flowSignerId = '', flowNoticeViewId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const bind = useBindSignerInfo();
  const [check, setCheck] = useState<IdentityCheck | null>(null);
  const started = useRef(false);

  const open = (proof: Pick<BindInput, 'accessCode' | 'verificationCode'> = {}) =>
    bind.mutate(
      { flowSignerId, flowNoticeViewId, token, ...proof },
      {
        onSuccess: (result) => {
          postEmbedEvent('loaded');
          void navigate(signerPath(result.next, flowSignerId), { replace: true });
        },
        onError: (error) => {
          const answer = isApiError(error) ? error.code : ErrorCode.InternalError;
          const required = isApiError(error) ? error.dataFor(ErrorCode.SignerCodeRequired) : null;
          if (required) return setCheck({ kind: 'code', required });
          // On the code page its own refusals are said in place.
          if (check?.kind === 'code' && CODE_ANSWERS.has(answer)) return;
          if (ACCESS_ANSWERS.has(answer)) return setCheck({ kind: 'access' });
          if (!RETRY_ANSWERS.has(answer)) void navigate(signErrorPath(answer), { replace: true });
        },
      },
    );
  const leave = (code: number) => void navigate(signErrorPath(code), { replace: true });

  useEffect(() => {
    // Once per page: Strict Mode runs effects twice, and a second bind would count as another open.
    if (started.current || !token) return;
    started.current = true;
    // A short-lived URL for a registered site's iframe (issue 18): this frame reports to its parent.
    if (search.get('embed') === '1') markEmbedded(flowSignerId);
    open();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!token) {
    // Reloaded after the key was dropped, or a link cut short: a live session still opens the page.
    return signerSessions.get(flowSignerId) ? <Navigate to={`/sign/start/${flowSignerId}`} replace /> : <Navigate to={signErrorPath(ErrorCode.SignatureNotFound)} replace />;
  }

  const answer = isApiError(bind.error) ? bind.error.code : bind.error ? ErrorCode.InternalError : null;
  if (check?.kind === 'access') return <LazyAccessCodeForm onSubmit={(accessCode) => open({ accessCode })} pending={bind.isPending} answer={answer} />;
  if (check?.kind === 'code') {
    const link = { flowSignerId, flowNoticeViewId, token };
    return <LazySignerCodeForm link={link} required={check.required} onContinue={(verificationCode) => open({ verificationCode })} pending={bind.isPending} bindError={bind.error} onJourneyEnd={leave} />;
  }
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
