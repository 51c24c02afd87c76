import { Button, Center, Loader } from '@mantine/core';
import { webPath } from '@signet/contracts';
import { IconBuildingSkyscraper, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { StatusPage } from '../../../components/status-page';
import { refusalMessage, useAcceptInvitation, useInvitationPreview } from '../../../lib/companies/companies-api';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';

/**
 * /join?t=…: where an invitation's mail leads. It says who invites whom to what, then lets the
 * invited person sign in or sign up with that address and join in one go.
 */
export function JoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('t') ?? '';
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const signedIn = useSessionStore(selectIsSignedIn);
  const myEmail = useSessionStore((state) => state.userInfo?.email ?? null);
  // Signing up or in from this page is the first half of accepting: once the invited address is
  // signed in, the second half follows by itself, so a new colleague joins in one go.
  const joinOnSignIn = useRef(false);
  const invitedEmail = preview.data?.email;
  const { mutate: acceptNow, isIdle } = accept;
  useEffect(() => {
    if (!joinOnSignIn.current || !signedIn || myEmail === null || myEmail !== invitedEmail || !isIdle) return;
    joinOnSignIn.current = false;
    acceptNow(token, { onSuccess: (answer) => void navigate(webPath('companySettings', { companyId: answer.company.id })) });
  }, [signedIn, myEmail, invitedEmail, isIdle, acceptNow, token, navigate]);

  if (token === '' || preview.isError) {
    return <StatusPage icon={<IconLinkOff size={30} />} color="gray" title={t('companies.joinInvalidTitle')} body={t('http_error_8204', { ns: 'common' })} />;
  }
  if (preview.isPending) {
    return (
      <Center py={80} aria-busy>
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  const invitation = preview.data;
  if (invitation.status !== 'pending') {
    return (
      <StatusPage
        icon={<IconLinkOff size={30} />}
        color="gray"
        title={t('companies.joinClosedTitle', { company: invitation.companyName })}
        body={t(`invitation_${invitation.status === 'accepted' ? 'used' : invitation.status}`, { ns: 'common' })}
      />
    );
  }
  const values = { inviter: invitation.invitedBy, company: invitation.companyName, email: invitation.email, role: t(`companies.asRole_${invitation.role}`) };
  const wrongAccount = signedIn && myEmail !== null && myEmail !== invitation.email;
  return (
    <StatusPage
      icon={accept.isSuccess ? <IconCircleCheck size={30} /> : <IconBuildingSkyscraper size={30} />}
      title={t('companies.joinTitle', values)}
      body={t('companies.joinBody', values)}
      hideHome
      actions={
        !signedIn ? (
          <Button
            onClick={() => {
              joinOnSignIn.current = true;
              openAuthDialog(invitation.hasAccount ? 'signIn' : 'signUp', invitation.email);
            }}
          >
            {invitation.hasAccount ? t('companies.joinSignIn') : t('companies.joinSignUp')}
          </Button>
        ) : wrongAccount ? null : (
          <Button
            loading={accept.isPending}
            onClick={() => accept.mutate(token, { onSuccess: (answer) => void navigate(webPath('companySettings', { companyId: answer.company.id })) })}
          >
            {t('companies.joinAccept', values)}
          </Button>
        )
      }
    >
      {wrongAccount ? <FormAlert message={t('http_error_8205', { ns: 'common', email: invitation.email })} /> : null}
      <FormAlert message={refusalMessage(accept.error, t('companies.failed'))} />
    </StatusPage>
  );
}
