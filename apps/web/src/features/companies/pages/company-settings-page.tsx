import { Badge, Button, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ErrorCode, ZId, mayDo, type Company } from '@signet/contracts';
import { IconBuilding, IconDoorExit, IconLock, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CompanyProfileForm } from '../../../components/forms/company-profile-form';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { StatusPage } from '../../../components/status-page';
import { useLeaveWhenSignedOut } from '../../../hooks/use-leave-when-signed-out';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api/api-error';
import { refusalMessage, useCompany, useCompanyMembers, useLeaveCompany, useSwitchWorkspace, useUpdateCompany } from '../../../lib/companies/companies-api';
import { openAuthDialog } from '../../../lib/state/auth-dialog-store';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { CompanyActivity } from '../components/company-activity';
import { CompanyInvitations } from '../components/company-invitations';
import { CompanyMembers } from '../components/company-members';
import { CompanySeats } from '../components/company-seats';
import { CompanyBranding } from '../components/company-branding';
import { CompanyIntegrations } from '../components/company-integrations';
import { CompanySettingsTabs } from '../components/company-settings-tabs';
import { CompanyTwoFactor } from '../components/company-two-factor';

/** /companies/:companyId: a company's profile, members, invitations, activity, and leaving it. */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  useLeaveWhenSignedOut();
  const parsed = ZId.safeParse(useParams().companyId);
  const company = useCompany(parsed.success ? parsed.data : 0n);
  const signedIn = useSessionStore(selectIsSignedIn);
  usePageTitle(company.data?.displayName ?? t('companies.title'));

  if (!signedIn) {
    return (
      <StatusPage
        icon={<IconLock size={30} />}
        title={t('companies.signedOutTitle')}
        body={t('companies.signedOutBody')}
        actions={<Button onClick={() => openAuthDialog('signIn')}>{t('auth.signIn')}</Button>}
      />
    );
  }

  if (!parsed.success || (company.isError && isApiError(company.error) && company.error.code === ErrorCode.NotCompanyMember)) {
    return <StatusPage icon={<IconLock size={30} />} title={t('companies.notMemberTitle')} body={t('companies.notMemberBody')} />;
  }
  if (company.isError && isApiError(company.error) && company.error.code === ErrorCode.CompanyRequiresTwoFactor) {
    return (
      <StatusPage
        icon={<IconShieldLock size={30} />}
        title={t('twoFactor.company.refused')}
        body={t('twoFactor.company.refusedBody')}
        actions={
          <Button component={Link} to="/account#security">
            {t('twoFactor.company.refusedLink')}
          </Button>
        }
      />
    );
  }
  if (company.isError) {
    return <StatusPage icon={<IconBuilding size={30} />} title={t('companies.loadFailed')} body={t('routeError.body')} actions={<Button onClick={() => void company.refetch()}>{t('config.retry')}</Button>} />;
  }
  if (company.isPending) {
    return (
      <PageContainer>
        <Stack gap="lg" aria-busy>
          <Skeleton height={40} width="40%" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      </PageContainer>
    );
  }
  return <CompanySettings company={company.data} />;
}

function CompanySettings({ company }: { company: Company }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const members = useCompanyMembers(company.id);
  const update = useUpdateCompany(company.id);
  const leave = useLeaveCompany(company.id);
  const switchTo = useSwitchWorkspace();
  const currentId = useSessionStore((state) => state.userInfo?.companyId ?? null);
  const [leaving, setLeaving] = useState(false);
  const manages = mayDo(company.myRole, 'members.manage');
  const edits = mayDo(company.myRole, 'company.edit');
  const readsLog = mayDo(company.myRole, 'activity.view');
  const staysAsOwner = !mayDo(company.myRole, 'company.leave');

  return (
    <PageContainer>
      <Stack gap="xl">
        <PageHeader
          title={company.displayName}
          subtitle={`${company.legalName} · ${t(`companies.region_${company.region}`)}`}
          aside={
            <Group gap="sm">
              <Badge variant="light" color="gray" tt="none" size="lg">
                {t(`companies.role_${company.myRole}`)}
              </Badge>
              {company.id === currentId ? (
                <Badge variant="light" tt="none" size="lg">
                  {t('companies.workingHere')}
                </Badge>
              ) : (
                <Button variant="default" loading={switchTo.isPending} onClick={() => switchTo.mutate(company.id)}>
                  {t('companies.workHere')}
                </Button>
              )}
            </Group>
          }
        />
        <CompanySettingsTabs
          company={company}
          general={
            <Grid gap="lg" align="flex-start">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="lg">
                  {members.isPending ? (
                    <Skeleton height={160} radius="lg" />
                  ) : members.isError ? (
                    <Text c="red.8" role="alert">
                      {t('companies.loadFailed')}
                    </Text>
                  ) : (
                    <>
                      <CompanyMembers company={company} members={members.data.members} />
                      {manages ? <CompanyInvitations company={company} invitations={members.data.invitations} /> : null}
                    </>
                  )}
                  {readsLog ? <CompanyActivity company={company} /> : null}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="lg">
                  <CompanySeats company={company} />
                  <CompanyBranding company={company} />
                  <CompanyTwoFactor company={company} />
                  {mayDo(company.myRole, 'integrations.manage') ? <CompanyIntegrations company={company} current={company.id === currentId} /> : null}
                  <SectionCard icon={<IconBuilding size={20} />} title={t('companies.profile')} description={edits ? undefined : t('companies.profileReadOnly')}>
                    <CompanyProfileForm
                      key={company.displayName + company.legalName + company.region + (company.registrationNumber ?? '')}
                      initial={{ displayName: company.displayName, legalName: company.legalName, region: company.region, registrationNumber: company.registrationNumber }}
                      readOnly={!edits}
                      submitLabel={t('companies.save')}
                      busy={update.isPending}
                      serverError={refusalMessage(update.error, t('companies.failed'))}
                      onSubmit={(profile) => update.mutate(profile)}
                    />
                    {update.isSuccess ? (
                      <Text fz="sm" c="dimmed" role="status">
                        {t('companies.saved')}
                      </Text>
                    ) : null}
                  </SectionCard>
                  <SectionCard icon={<IconDoorExit size={20} />} title={t('companies.leave')} description={staysAsOwner ? t('companies.ownerStays') : t('companies.leaveHint')}>
                    {staysAsOwner ? null : (
                      <Group justify="flex-end">
                        <Button variant="default" color="red" onClick={() => setLeaving(true)}>
                          {t('companies.leaveNamed', { company: company.displayName })}
                        </Button>
                      </Group>
                    )}
                  </SectionCard>
                </Stack>
              </Grid.Col>
            </Grid>
          }
        />
      </Stack>
      <ConfirmDialog
        opened={leaving}
        onClose={() => setLeaving(false)}
        title={t('companies.leaveNamed', { company: company.displayName })}
        body={t('companies.leaveBody', { company: company.displayName })}
        confirmLabel={t('companies.leave')}
        busy={leave.isPending}
        onConfirm={() => leave.mutate(undefined, { onSuccess: () => void navigate('/account#companies') })}
      />
    </PageContainer>
  );
}
