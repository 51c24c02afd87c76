import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useLeaveWhenSignedOut } from '../../../hooks/use-leave-when-signed-out';
import { usePageTitle } from '../../../hooks/use-page-title';
import { selectIsSignedIn, useSessionStore } from '../../../lib/state/session-store';
import { AgreementsIndex } from '../components/agreements-index';
import { NewAgreementButton } from '../components/new-agreement-button';
import { AgreementsSignedOut } from '../components/signed-out-prompt';
import { PageContainer } from '../../../components/page-container';

/** /agreements: every agreement I sent or must act on, by folder. */
export function AgreementsPage() {
  const { t } = useTranslation();
  usePageTitle(t('agreements.title'));
  useLeaveWhenSignedOut();
  const signedIn = useSessionStore(selectIsSignedIn);
  if (!signedIn) return <AgreementsSignedOut />;
  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('agreements.title')} subtitle={t('agreements.subtitle')} aside={<NewAgreementButton />} />
        <AgreementsIndex />
      </Stack>
    </PageContainer>
  );
}

/** The index as the signed-in home's main list (the home page supplies its own header). */
export function AgreementsMainList() {
  return <AgreementsIndex />;
}
