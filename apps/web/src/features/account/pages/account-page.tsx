import { Alert, Button, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../lib/plans/return-path';
import { StatusPage } from '../../../components/status-page';
import { useLeaveWhenSignedOut } from '../../../hooks/use-leave-when-signed-out';
import { usePageTitle } from '../../../hooks/use-page-title';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { useQueryStatus } from '../../../lib/api/use-query-status';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { ApiKeysSection } from '../components/api-keys-section';
import { CompaniesSection } from '../components/companies-section';
import { WebhooksSection } from '../components/webhooks-section';
import { EmbedOriginsSection } from '../components/embed-origins-section';
import { TestMailsSection } from '../components/test-mails-section';
import { DevicesSection } from '../components/devices-section';
import { EmailSection } from '../components/email-section';
import { KeptSignaturesSection } from '../components/kept-signatures-section';
import { LanguageSection } from '../components/language-section';
import { PasswordSection } from '../components/password-section';
import { PlanSection } from '../components/plan-section';
import { ProfileSection } from '../components/profile-section';
import { ReminderDefaultsSection } from '../components/reminder-defaults-section';
import { SecuritySection } from '../components/security/security-section';
import { PageHeader } from '../../../components/page-header';
import { PageContainer } from '../../../components/page-container';

/** /account: the account centre. Signed out it offers sign-in; a session that ends here goes home. */
export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  useLeaveWhenSignedOut();
  const signedIn = useSessionStore(selectIsSignedIn);
  const userInfo = useSessionStore((state) => state.userInfo);
  const me = useQueryStatus(accountQueryKeys.me);
  // Arriving from the plan-exceeded dialog: the Redeem box offers the way back.
  const [search] = useSearchParams();
  const returnTo = safeReturnPath(search.get('returnTo'));

  if (!signedIn) {
    return (
      <StatusPage
        icon={<IconLock size={30} />}
        title={t('account.signedOutTitle')}
        body={t('account.signedOutBody')}
        actions={<Button onClick={() => openAuthDialog('signIn')}>{t('auth.signIn')}</Button>}
      />
    );
  }

  return (
    <PageContainer>
      <Stack gap="xl">
        <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} />
        {userInfo ? (
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <ProfileSection userInfo={userInfo} />
                <EmailSection userInfo={userInfo} />
                <PasswordSection email={userInfo.email} />
                <SecuritySection />
                <ReminderDefaultsSection userInfo={userInfo} />
                <KeptSignaturesSection userInfo={userInfo} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <PlanSection returnTo={returnTo} />
                <CompaniesSection />
                <LanguageSection />
                <DevicesSection />
              </Stack>
            </Grid.Col>
            {/* For the account's own systems: below the rest on a phone, side by side on a desk. */}
            <Grid.Col span={{ base: 12, md: 6 }} id="api-keys">
              <ApiKeysSection />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <WebhooksSection />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <EmbedOriginsSection />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TestMailsSection />
            </Grid.Col>
          </Grid>
        ) : me.status === 'error' ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('account.loadError')} maw={560}>
            <Button size="xs" variant="default" mt="xs" onClick={me.refetch}>
              {t('account.retry')}
            </Button>
          </Alert>
        ) : (
          <Grid gap="lg" aria-busy aria-label={t('common.loading')}>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <Skeleton height={200} radius="lg" />
                <Skeleton height={120} radius="lg" />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Skeleton height={220} radius="lg" />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </PageContainer>
  );
}
