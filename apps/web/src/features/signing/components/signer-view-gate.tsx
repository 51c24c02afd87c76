import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { ErrorCode, type SignerView } from '@signet/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { useSignerView } from '../api/get-signer-view';
import { endsJourney, signErrorPath } from '../lib/signer-routes';
import { useHoldFirstPaint } from '../../../lib/first-paint/first-paint';

export function SignerLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  // The server's first screen (the document itself) stays in view while this one only waits.
  useHoldFirstPaint();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label ?? t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}

/**
 * Loads the signer's view of the agreement for the page's flowSignerId. An answer
 * that ends the journey (the agreement's state, a missing or foreign token) goes to
 * the error page; a network failure offers a retry in place.
 */
export function SignerViewGate({ children, pollMs }: { children: (view: SignerView, flowSignerId: string) => ReactNode; pollMs?: number }) {
  const { t } = useTranslation();
  const { flowSignerId = '' } = useParams();
  // Without this link's signer session (opened from the e-mail in this tab) or an account
  // session (the sender's own "Just need my signature"), the server could only answer 7404.
  const hasCredential = useSessionStore(selectIsSignedIn) || signerSessions.get(flowSignerId) !== null;
  const query = useSignerView(flowSignerId, pollMs, hasCredential);
  if (!hasCredential) return <Navigate to={signErrorPath(ErrorCode.SignatureNotFound)} replace />;
  if (query.data) return children(query.data, flowSignerId);
  if (query.isError) {
    const code = isApiError(query.error) ? query.error.code : 500;
    // 7412 here (rather than a view that says 'released') still has a page that explains it.
    if (endsJourney(code) || code === ErrorCode.GroupActedAlready) return <Navigate to={signErrorPath(code)} replace />;
    return (
      <Center mih="60vh" px="md">
        <Stack align="center" gap="sm" role="alert">
          <Text fw={600}>{t('signing.common.loadFailed')}</Text>
          <Text c="dimmed">{errorMessageOrGeneric(code)}</Text>
          <Button variant="default" onClick={() => void query.refetch()}>
            {t('signing.link.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return <SignerLoading />;
}
