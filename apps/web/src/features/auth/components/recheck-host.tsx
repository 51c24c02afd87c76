import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ErrorCode, TIMING } from '@signet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setAnswerHandlers } from '../../../lib/api/app-client';
import '../../../lib/i18n/two-factor-messages';
import { useSessionStore } from '../../../lib/state/session-store';

// The dialog (its forms, the passkey code) loads the first time an action asks for it.
const RecheckDialog = lazy(async () => ({ default: (await import('./recheck-dialog')).RecheckDialog }));

const SECURITY_PATH = '/account#security';

/**
 * The sender's pages' answer to "confirm it is you" (8411, 8412 from any call): one dialog for
 * every action, and the call goes again once it is confirmed, while the form keeps what was typed.
 * Also says why a company refused work (8419), with the way to the security settings.
 * Mounted once by the sender's layout; the signer's pages never load it.
 */
export function RecheckHost() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<{ code: number } | null>(null);
  const waiting = useRef<{ promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null>(null);

  useEffect(
    () =>
      setAnswerHandlers({
        recheck: (error) => {
          // Two actions asking at once share one dialog.
          if (waiting.current) return waiting.current.promise;
          let resolve: (confirmed: boolean) => void = () => undefined;
          const promise = new Promise<boolean>((settle) => (resolve = settle));
          waiting.current = { promise, resolve };
          setAsked({ code: error.code });
          return promise;
        },
        explain: (error) => {
          const refused = error.dataFor(ErrorCode.CompanyRequiresTwoFactor);
          if (!refused) return false;
          if (refused.workspaceEnded) {
            const { userInfo, setUserInfo } = useSessionStore.getState();
            if (userInfo) setUserInfo({ ...userInfo, companyId: null });
            void queryClient.invalidateQueries();
          }
          notifications.show({
            id: 'company-two-factor',
            color: 'orange',
            title: t('twoFactor.company.refused'),
            message: (
              <Text fz="sm">
                <Anchor
                  href={SECURITY_PATH}
                  fz="sm"
                  fw={600}
                  onClick={(event) => {
                    event.preventDefault();
                    notifications.hide('company-two-factor');
                    void navigate(SECURITY_PATH);
                  }}
                >
                  {t('twoFactor.company.refusedLink')}
                </Anchor>
              </Text>
            ),
            autoClose: TIMING.toastMs * 3,
            withCloseButton: true,
            closeButtonProps: { 'aria-label': t('common.close') },
          });
          return true;
        },
      }),
    [navigate, queryClient, t],
  );

  const settle = (confirmed: boolean) => {
    waiting.current?.resolve(confirmed);
    waiting.current = null;
    setAsked(null);
  };

  return asked ? (
    <Suspense fallback={null}>
      <RecheckDialog secondFactorOnly={asked.code === ErrorCode.SecondFactorReauthRequired} onDone={settle} />
    </Suspense>
  ) : null;
}
